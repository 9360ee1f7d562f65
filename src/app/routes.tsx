// The route table. Static routes of spec section 2; dynamic menu routes join later.
import { Redirect, Route, Switch } from 'wouter';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { LoginRoute, RequireSession } from './navigation/guards.tsx';
import { ROUTES } from './route-paths.ts';

export function AppRoutes() {
  return (
    <Switch>
      <Route path={ROUTES.login} component={LoginRoute} />
      <Route path={ROUTES.root}><Redirect to={ROUTES.home} replace /></Route>
      <Route path={ROUTES.home}><RequireSession><HomePage /></RequireSession></Route>
      <Route path={ROUTES.noAuthority}><RequireSession><NotFoundPage /></RequireSession></Route>
      <Route><RequireSession><NotFoundPage /></RequireSession></Route>
    </Switch>
  );
}
