// The route table. Static routes of spec section 2; dynamic menu routes join later.
import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch } from 'wouter';
import type { ReactNode } from 'react';
import { loginStatusAtom, passwordStatusAtom } from '../api/session-state.ts';
import { LoginPage } from '../features/login/login-page.tsx';
import { ForcedPasswordChange } from '../features/login/forced-password-change.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { ROUTES } from './route-paths.ts';

/** No token: go to login. A forced password change comes before anything else. */
function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(loginStatusAtom);
  const passwordStatus = useAtomValue(passwordStatusAtom);
  if (!loggedIn) return <Redirect to={ROUTES.login} replace />;
  if (passwordStatus === 2 || passwordStatus === 3) return <ForcedPasswordChange />;
  return <MainLayout>{children}</MainLayout>;
}

function LoginRoute() {
  const loggedIn = useAtomValue(loginStatusAtom);
  if (loggedIn) return <Redirect to={ROUTES.home} replace />;
  return <LoginPage />;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={ROUTES.login} component={LoginRoute} />
      <Route path={ROUTES.root}><Redirect to={ROUTES.home} replace /></Route>
      <Route path={ROUTES.home}><RequireSession><HomePage /></RequireSession></Route>
      <Route path={ROUTES.noAuthority}><NotFoundPage /></Route>
      <Route><NotFoundPage /></Route>
    </Switch>
  );
}
