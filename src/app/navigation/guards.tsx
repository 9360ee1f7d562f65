// Route guards of spec section 2: no token -> login; token + login -> home. A forced password
// change (passwordStatus 2 or 3) comes before any signed-in page. The signed-in chrome, the
// forced change and the login page load on demand, so the login route carries neither of the
// first two and a signed-in page does not carry the login form (boot starts its chunk early:
// main.tsx).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useSearch } from 'wouter';
import { DelayedSpinner } from '../../components/deferred-spinner/delayed-spinner.tsx';
import { loginStatusAtom, passwordStatusAtom } from '../../state/session-state.ts';
import { LanguageSwitch } from '../layout/language-switch.tsx';
import { loadChunk } from '../../lib/chunk-load.ts';
import { lazyChunk, loadKept } from '../../lib/lazy-chunk.ts';
import { guardRedirect, markGuardRedirect } from './navigation-rules.ts';
import { ROUTES } from '../../lib/routes.ts';
import { loginUrlFor } from '../../lib/login-landing.ts';
import { loadMainLayout, preloadSignedIn } from './signed-in-chunks.ts';

const MainLayout = lazyChunk(loadMainLayout, (m) => m.MainLayout);
const loadLoginPage = () => import('../../features/login/login-page.tsx');
const LoginPage = lazyChunk(loadLoginPage, (m) => m.LoginPage);
/** Starts the login page's download (boot, when no one is signed in) and resolves when it is in,
 *  so the first render draws the form at once (lazy-chunk.ts); a failure surfaces when the route
 *  renders it, through loadChunk, not here. */
export const preloadLoginPage = (): Promise<unknown> => loadKept(loadLoginPage).catch(() => undefined);
const ForcedPasswordChange = lazy(() =>
  loadChunk(() => import('../../features/login/forced-password-change.tsx')).then((m) => ({ default: m.ForcedPasswordChange })),
);

// The pages behind these fallbacks were usually fetched ahead (boot starts the login page, the
// first keystroke the signed-in shell), so the fallback shows for a few ms at most. Drawing a
// spinner for that long is a flash (the common rule: none before ~300 ms), and on the login route
// it fetched the spinner's chunk, 1.5 KiB gzip past the route's 120 KiB budget (issue 28).
const loading = <DelayedSpinner style={{ marginTop: '20vh' }} />;

/** Wraps every signed-in page: the main layout, or the way to login / the forced change. */
export function RequireSession({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const loggedIn = useAtomValue(loginStatusAtom);
  const passwordStatus = useAtomValue(passwordStatusAtom);
  const to = guardRedirect(path, loggedIn);
  // Only a destination refused at once is "not entered"; a page the user was already on (the
  // session just ended there) was recorded before, so the reload into login still happens.
  if (to) markGuardRedirect(path);
  // Logged out on the way to a page: the login returns there afterwards.
  if (to === ROUTES.login) return <Redirect to={loginUrlFor(search ? `${path}?${search}` : path)} replace />;
  if (to) return <Redirect to={to} replace />;
  if (passwordStatus === 2 || passwordStatus === 3)
    return (
      <Suspense fallback={loading}>
        <ForcedPasswordChange corner={<LanguageSwitch />} />
      </Suspense>
    );
  return (
    <Suspense fallback={loading}>
      <MainLayout>{children}</MainLayout>
    </Suspense>
  );
}

/** The first signed-in page's code downloads while the user types (or taps Log in at once). */
function usePreloadOnFirstInput() {
  useEffect(() => {
    const events = ['input', 'pointerdown'] as const;
    const start = () => {
      events.forEach((e) => document.removeEventListener(e, start, true));
      preloadSignedIn();
    };
    events.forEach((e) => document.addEventListener(e, start, true));
    return () => events.forEach((e) => document.removeEventListener(e, start, true));
  }, []);
}

export function LoginRoute() {
  const [path] = useLocation();
  const loggedIn = useAtomValue(loginStatusAtom);
  usePreloadOnFirstInput();
  const to = guardRedirect(path, loggedIn);
  if (to) markGuardRedirect(path);
  if (to) return <Redirect to={to} replace />;
  return (
    <Suspense fallback={loading}>
      <LoginPage corner={<LanguageSwitch />} />
    </Suspense>
  );
}
