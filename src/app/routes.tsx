// The route table. Static routes of spec section 2; dynamic menu routes join later.
import { Redirect, Route, Switch } from 'wouter';
import { lazy, Suspense } from 'react';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { DeferredSpinner } from '../components/deferred-spinner/deferred-spinner.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { NoPermissionPage } from '../features/errors/no-permission-page.tsx';
import { LoginRoute, RequireSession } from './navigation/guards.tsx';
import { ROUTES } from '../lib/routes.ts';
import { MicroRoute } from '../features/micro/micro-route.tsx';
import { loadHomePage } from './navigation/signed-in-chunks.ts';
import { loadLicenceGate, loadMonitor, loadSystemManage } from './navigation/area-chunks.ts';

// Signed-in pages load on demand so the login route stays small; wujie loads only with /passportal.
const HomePage = lazyChunk(loadHomePage, (m) => m.HomePage);
// System manage and monitor: their chunks are fetched side by side on entry (navigation/area-preload.ts).
const SystemManagePage = lazyChunk(loadSystemManage, (m) => m.SystemManagePage);
const MonitorPage = lazyChunk(loadMonitor, (m) => m.MonitorPage);
const ProfilePage = lazy(() => import('../features/personal-space/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
// The licence gate of system manage and monitor (spec sections 4 and 6) wraps both areas here.
const LicenseGate = lazyChunk(loadLicenceGate, (m) => m.LicenseGate);
const AuthorityPage = lazy(() => import('../features/personal-space/authority-page.tsx').then((m) => ({ default: m.AuthorityPage })));

/** Every signed-in route under one RequireSession, so the layout (header, sidebar) stays
 *  mounted while the user moves between pages and only the page inside it changes. */
function SignedInRoutes() {
  return (
    <RequireSession>
      <Suspense fallback={<DeferredSpinner />}>
        <Switch>
          <Route path={ROUTES.home}>
            <HomePage />
          </Route>
          <Route path={ROUTES.personalSpace}>
            <Redirect to={ROUTES.profile} replace />
          </Route>
          <Route path={ROUTES.profile}>
            <ProfilePage />
          </Route>
          <Route path={ROUTES.authority}>
            <AuthorityPage />
          </Route>
          <Route path={`${ROUTES.systemManage}/*?`}>
            <LicenseGate>
              <SystemManagePage />
            </LicenseGate>
          </Route>
          <Route path={`${ROUTES.monitor}/*?`}>
            <LicenseGate>
              <MonitorPage />
            </LicenseGate>
          </Route>
          <Route path={`${ROUTES.microApp}/*`}>
            <MicroRoute />
          </Route>
          <Route path={ROUTES.noAuthority}>
            <NoPermissionPage />
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </RequireSession>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={ROUTES.login} component={LoginRoute} />
      <Route path={ROUTES.root}>
        <Redirect to={ROUTES.home} replace />
      </Route>
      <Route>
        <SignedInRoutes />
      </Route>
    </Switch>
  );
}
