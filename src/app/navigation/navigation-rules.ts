// The navigation rules of spec section 2 as pure decisions, so they can be tested without a
// router. The component in navigation-effects.tsx applies them.
import { ROUTES } from '../../lib/routes.ts';

/** Where a guard sends a destination: undefined lets it through. */
export function guardRedirect(destination: string, hasToken: boolean): string | undefined {
  const isLogin = destination === ROUTES.login;
  if (!hasToken && !isLogin) return ROUTES.login; // no token: login
  if (hasToken && isLogin) return ROUTES.home; // token + login: home
  return undefined;
}

/**
 * Paths a guard is redirecting away from were never really entered (like a router whose guard
 * rejects before the navigation is confirmed): they must not count as the route "before" login.
 */
let guardRedirectedFrom: string | null = null;
export const markGuardRedirect = (path: string): void => {
  guardRedirectedFrom = path;
};
export function takeGuardRedirect(path: string): boolean {
  if (guardRedirectedFrom !== path) return false;
  guardRedirectedFrom = null;
  return true;
}

/**
 * The login route reloads the page when entered from another route (so no state of the
 * previous session survives). The first route of a page load has no previous route.
 */
export const shouldReloadIntoLogin = (previousPath: string | null, path: string): boolean =>
  path === ROUTES.login && previousPath !== null && previousPath !== ROUTES.login;

/** After navigation, a changed path other than login switches the current app and menu. */
export const shouldSwitchCurrentRoute = (previousPath: string | null, path: string): boolean =>
  path !== ROUTES.login && path !== previousPath;

/** A page restored from the back-forward cache on the login route with a token goes home. */
export const restoredPageTarget = (persisted: boolean, path: string, hasToken: boolean): string | undefined =>
  persisted && hasToken && path === ROUTES.login ? ROUTES.home : undefined;

/** localStorage keys cleared when the page unloads. */
export const KEYS_CLEARED_ON_UNLOAD = ['systemRoute', 'monitorRoute'] as const;
