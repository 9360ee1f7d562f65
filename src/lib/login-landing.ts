// Where a login lands (design decision: the default app opens once, right after login; a deep
// link opened while logged out is returned to after login).
// - The page asked for travels as `/login?redirect=<path>`; only a path of this origin is
//   followed, so a crafted link cannot send the user to another site after login.
// - "Just logged in" is a flag in sessionStorage (this tab), set by the login and taken by the
//   first home page after it: reloading home, typing /home or "Back to home" find it gone.

export const REDIRECT_PARAM = 'redirect';
const FRESH_LOGIN_KEY = 'arcana.freshLogin';
const LANDINGS = new Set(['/', '/home']);

/** The login URL that returns to `target` (path with query) after login. */
export function loginUrlFor(target: string, loginPath = '/login'): string {
  const safe = safeReturnPath(target);
  // Home is where a login lands anyway (and opens the default app there).
  return safe && !LANDINGS.has(safe) ? `${loginPath}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : loginPath;
}

/** `value` as a path of this origin (path, query, hash), or undefined when it leads elsewhere. */
export function safeReturnPath(value: string | null | undefined, origin = window.location.origin): string | undefined {
  // Only an absolute path: not "//host", not "/\\host" (browsers read both as another host).
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.pathname === '/login') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path carried by the login page's query string. */
export const returnPathOf = (search: string): string | undefined => safeReturnPath(new URLSearchParams(search).get(REDIRECT_PARAM));

export function markFreshLogin(): void {
  try {
    sessionStorage.setItem(FRESH_LOGIN_KEY, '1');
  } catch {
    /* storage off: no default app */
  }
}

/** True once after a login; false afterwards (and after a reload that came later). */
export function takeFreshLogin(): boolean {
  try {
    const fresh = sessionStorage.getItem(FRESH_LOGIN_KEY) === '1';
    sessionStorage.removeItem(FRESH_LOGIN_KEY);
    return fresh;
  } catch {
    return false;
  }
}
