// The fetch underneath the one API client: the spec's headers and time-out, and the session
// rules of spec section 4. A 402 starts exactly one refresh; every request that fails while it
// runs waits for the token-update and is replayed with the new token.
import { t } from '@lingui/core/macro';
import { store } from '../state/store.ts';
import { notifyAfterReload } from './notify.ts';
import { langAtom } from '../state/lang-state.ts';
import {
  SESSION_ENDED,
  authorityAtom,
  clearSession,
  getToken,
  sessionEvents,
  refreshedElsewhere,
  storeRefreshedTokens,
} from '../state/session-state.ts';

export const REQUEST_TIMEOUT_MS = 30_000;
export const AUTH_PREFIX = '/arcana-auth';
export const SYSTEM_PREFIX = '/arcana-system';
export const TOKEN_PATH = `${AUTH_PREFIX}/oauth/token`;
/** The portal's OAuth client, sent as `Authorization: Basic` (spec: a fixed basic client authorization). */
export const CLIENT_BASIC = `Basic ${btoa('arcana-portal:arcana-portal')}`;

/** The expiry message of spec section 8 (client.ts re-exports it as sessionExpiredMessage). */
export const sessionExpiredText = () => t`Sorry, your identity information has expired. Please log in again`;

export type SessionEndReason = 'expired' | 'logout';

/** Session-level body codes of a 401 answer (spec section 9: auth codes 401, 402, 403). */
export const CODE_EXPIRED = 401;
export const CODE_REFRESH = 402;
export const CODE_FORBIDDEN = 403;

let requestTimeoutMs = REQUEST_TIMEOUT_MS;

/** Tests shorten the time-out so they need not wait 30 s; the portal never calls this. */
export function setRequestTimeout(ms: number = REQUEST_TIMEOUT_MS): void {
  requestTimeoutMs = ms;
}

/** The refresh in flight, shared by every request that failed with 402 meanwhile. */
let refreshing: Promise<string | undefined> | null = null;

/** Whether a refresh is running (the spec's "refresh flag"). */
export const isRefreshing = (): boolean => refreshing !== null;

/**
 * Ends the session once and tells the shell, which goes to login. The message (expiry or logout)
 * is queued for the next page because entering login reloads it; a session that ends during
 * boot, before the shell listens, still gets its message once the toaster is up.
 */
export function endSession(reason: SessionEndReason): void {
  refreshing = null; // the flag must not outlive the session, or the next login could never refresh
  const hadSession = store.get(authorityAtom) != null;
  clearSession();
  if (hadSession || reason === 'logout') {
    notifyAfterReload(reason === 'expired' ? sessionExpiredText() : t`You have logged out`, reason === 'expired' ? 'warning' : 'success');
    sessionEvents.dispatchEvent(new CustomEvent<SessionEndReason>(SESSION_ENDED, { detail: reason }));
  }
}

function withHeaders(request: Request, token: string | undefined): Request {
  const headers = new Headers(request.headers);
  if (token) headers.set('Arcana-Auth', `bearer ${token}`);
  else headers.delete('Arcana-Auth');
  headers.set('Authorization', CLIENT_BASIC);
  headers.set('Accept-Language', store.get(langAtom));
  return new Request(request, { headers });
}

async function bodyCode(response: Response): Promise<number | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    const code = Number(body.code);
    return Number.isFinite(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

type RefreshBody = { code?: number | string; data?: { access_token?: string; refresh_token?: string; expires_in?: number } };

/** Serialises refreshes across the tabs of this origin (Web Locks), where the browser has them. */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('arcana-token-refresh', work) : work();
}

/**
 * The token that replaced `failedToken`: stored by another tab (its refresh spent our refresh
 * token), or already adopted by this one; undefined while there is none.
 */
function replacementOf(failedToken: string | undefined): string | undefined {
  const elsewhere = refreshedElsewhere();
  if (elsewhere && elsewhere.token !== failedToken) {
    store.set(authorityAtom, elsewhere);
    return elsewhere.token;
  }
  const current = getToken();
  return current && current !== failedToken ? current : undefined;
}

/** How long a tab waits for the pair another tab stored to reach its localStorage. */
export const STORAGE_CATCH_UP_MS = 10_000;

/**
 * Waits for the replacement of `failedToken` to arrive from another tab. localStorage reaches the
 * other tabs of Chromium on a channel of its own, some time after the Web Lock that the
 * refreshing tab released: the lock alone does not make its new pair visible here.
 */
function replacementFromElsewhere(failedToken: string | undefined): Promise<string | undefined> {
  return new Promise((resolve) => {
    const done = (token: string | undefined) => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve(token);
    };
    const onStorage = () => {
      const token = replacementOf(failedToken);
      if (token) done(token);
    };
    const timer = setTimeout(() => done(replacementOf(failedToken)), STORAGE_CATCH_UP_MS);
    window.addEventListener('storage', onStorage);
    onStorage(); // it may have arrived already
  });
}

async function runRefresh(failedToken: string | undefined): Promise<string | undefined> {
  // Another tab may have refreshed while we waited for the lock (its token is ours too, and our
  // refresh token is already spent), or this tab did.
  const replaced = replacementOf(failedToken);
  if (replaced) return replaced;
  const authority = store.get(authorityAtom);
  if (!authority?.refreshToken || !authority.expireTime || authority.expireTime <= Date.now()) {
    endSession('expired');
    return undefined;
  }
  let response: Response;
  let body: RefreshBody;
  try {
    response = await fetch(TOKEN_PATH, {
      method: 'POST',
      headers: {
        Authorization: CLIENT_BASIC,
        'Accept-Language': store.get(langAtom),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: authority.refreshToken }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    body = (await response.json().catch(() => ({}))) as RefreshBody;
  } catch {
    return undefined; // network trouble: keep the session, the caller's request fails with a network message
  }
  if (response.ok && Number(body.code) === 200 && body.data?.access_token && body.data.refresh_token) {
    // Only store when this session is still the one that asked (a logout may have raced us).
    if (store.get(authorityAtom)?.refreshToken !== authority.refreshToken) return getToken();
    storeRefreshedTokens(body.data.access_token, body.data.refresh_token, body.data.expires_in);
    return body.data.access_token;
  }
  const code = Number(body.code);
  // 402: another tab spent this refresh token a moment ago, and its new pair has not reached this
  // tab's storage yet: wait for it rather than end the session both tabs share.
  if (response.status === 401 && code === CODE_REFRESH) return replacementFromElsewhere(failedToken);
  // A refused refresh token (body code 403, or 401) means the session is over on the server.
  if (code === CODE_FORBIDDEN || code === CODE_EXPIRED || response.status === 401 || response.status === 403) {
    endSession('expired');
  }
  return undefined;
}

/** One refresh at a time; resolves to the new token, or undefined when none could be had. */
function refreshOnce(failedToken: string | undefined): Promise<string | undefined> {
  if (!refreshing) {
    const run = acrossTabs(() => runRefresh(failedToken)).finally(() => {
      if (refreshing === run) refreshing = null;
    });
    // runRefresh may have ended the session synchronously before `run` existed: only keep the
    // flag when it is still in flight, so it never outlives the session.
    refreshing = run;
  }
  return refreshing;
}

/**
 * The shell's refresh for a caller outside the API client (the app bridge): the refresh in
 * flight, or one started now for `failedToken`; resolves to the token that replaced it.
 */
export function refreshAccessToken(failedToken: string | undefined): Promise<string | undefined> {
  if (refreshing) return refreshing;
  const current = getToken();
  if (current && current !== failedToken) return Promise.resolve(current);
  return refreshOnce(failedToken);
}

/** Answers of URLs that contain "token": the catalogue lets their errors pass without a message. */
const tokenUrlResponses = new WeakSet<Response>();
export const isTokenUrlResponse = (response: Response): boolean =>
  tokenUrlResponses.has(response) || /token/i.test(new URL(response.url || 'http://x/').pathname);

/**
 * fetch with the portal's headers and time-out. Returns the final response (after a replay if a
 * refresh happened); a 401 that ended the session is returned as it came so the caller rejects.
 */
export async function sessionFetch(input: Request, timeoutMs = requestTimeoutMs): Promise<Response> {
  const signal = AbortSignal.any([input.signal, AbortSignal.timeout(timeoutMs)]);
  const original = new Request(input, { signal });
  const sentToken = getToken();
  const response = await fetch(withHeaders(original.clone(), sentToken));
  const path = new URL(original.url).pathname;
  if (/token/i.test(path)) tokenUrlResponses.add(response);
  if (response.status !== 401 || path.startsWith(TOKEN_PATH)) return response;

  const code = await bodyCode(response);
  if (code !== CODE_REFRESH && code !== CODE_EXPIRED && code !== CODE_FORBIDDEN) return response;
  // Wait for the refresh in flight, or use the token a finished refresh already stored.
  const current = getToken();
  let token = refreshing ? await refreshing : current && current !== sentToken ? current : undefined;
  if (code !== CODE_REFRESH) {
    // 401/403 for a token a refresh has replaced meanwhile (the platform forgets the old access
    // token when it rotates) is no verdict on the session: replay. Otherwise the session is over.
    if (token && token !== sentToken) return fetch(withHeaders(original, token));
    endSession('expired');
    return response;
  }
  token ??= await refreshOnce(sentToken);
  if (!token) return response;
  return fetch(withHeaders(original, token));
}
