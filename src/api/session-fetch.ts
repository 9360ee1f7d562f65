// The fetch underneath the one API client: the spec's headers and time-out, and the session
// rules of spec section 4. A 402 starts exactly one refresh; every request that fails while it
// runs waits for the token-update and is replayed with the new token.
import { store } from './store.ts';
import { langAtom } from './lang-state.ts';
import {
  SESSION_ENDED, authorityAtom, clearSession, getToken, sessionEvents, storeRefreshedTokens,
} from './session-state.ts';

export const REQUEST_TIMEOUT_MS = 30_000;
export const AUTH_PREFIX = '/arcana-auth';
export const SYSTEM_PREFIX = '/arcana-system';
export const TOKEN_PATH = `${AUTH_PREFIX}/oauth/token`;
/** The portal's OAuth client, sent as `Authorization: Basic` (spec: a fixed basic client authorization). */
export const CLIENT_BASIC = `Basic ${btoa('arcana-portal:arcana-portal')}`;

export type SessionEndReason = 'expired' | 'logout';

let refreshing: Promise<string | undefined> | null = null;

/** Ends the session once and tells the shell (which shows the message and goes to login). */
export function endSession(reason: SessionEndReason): void {
  refreshing = null;
  const hadSession = store.get(authorityAtom) != null;
  clearSession();
  if (hadSession || reason === 'logout') {
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
    return typeof body.code === 'number' ? body.code : Number(body.code) || undefined;
  } catch {
    return undefined;
  }
}

/** One refresh at a time; resolves to the new token, or undefined when the session ended. */
function refreshOnce(): Promise<string | undefined> {
  refreshing ??= (async () => {
    const authority = store.get(authorityAtom);
    if (!authority?.refreshToken || !authority.expireTime || authority.expireTime <= Date.now()) {
      endSession('expired');
      return undefined;
    }
    try {
      const response = await fetch(TOKEN_PATH, {
        method: 'POST',
        headers: {
          Authorization: CLIENT_BASIC,
          'Accept-Language': store.get(langAtom),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: authority.refreshToken }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as { code?: number; data?: { access_token?: string; refresh_token?: string } };
      if (!response.ok || body.code !== 200 || !body.data?.access_token || !body.data.refresh_token) {
        endSession('expired'); // a refresh answered 403 (or anything but success) ends the session
        return undefined;
      }
      storeRefreshedTokens(body.data.access_token, body.data.refresh_token);
      return body.data.access_token;
    } catch {
      endSession('expired');
      return undefined;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * fetch with the portal's headers and time-out. Returns the final response (after a replay if a
 * refresh happened); a 401 that ended the session is returned as it came so the caller rejects.
 */
export async function sessionFetch(input: Request, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const signal = AbortSignal.any([input.signal, AbortSignal.timeout(timeoutMs)]);
  const original = new Request(input, { signal });
  const sentToken = getToken();
  const response = await fetch(withHeaders(original.clone(), sentToken));
  if (response.status !== 401 || new URL(original.url).pathname.startsWith(TOKEN_PATH)) return response;

  const code = await bodyCode(response);
  if (code !== 402) {
    if (code === 401 || code === 403) endSession('expired');
    return response;
  }
  // A refresh may already have replaced the token this request was sent with.
  const current = getToken();
  const token = refreshing ? await refreshing : current && current !== sentToken ? current : await refreshOnce();
  if (!token) return response;
  return fetch(withHeaders(original, token));
}
