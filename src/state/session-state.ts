// Auth data of spec section 3, persisted under the spec's localStorage keys. The API client
// owns it: it stores refreshed tokens and ends the session on 401/403.
import { atom } from 'jotai';
import { STORAGE_KEYS, clearStorageForLogout, readJson, writeJson } from '../lib/storage-keys.ts';
import { store } from './store.ts';
import { langAtom } from './lang-state.ts';
import type { Lang } from '../lib/language.ts';

export interface Authority {
  token: string;
  refreshToken: string;
  /** Epoch ms at which the session ends; a refresh keeps it. */
  expireTime: number;
  tokenRefreshed?: boolean;
  /** Epoch ms at which the access token expires, and its lifetime in ms (from `expires_in`):
   *  the app bridge's getToken refreshes ahead of the expiry. */
  tokenExpiresAt?: number;
  tokenTtl?: number;
}

export interface CurrentUser {
  id: number;
  username: string;
  realName?: string;
  /** The language the server named the user in (a seeded name has one per language): app/layout/user-name-sync.tsx. */
  nameLang?: Lang;
}

export interface ButtonPermission {
  code: string;
  name?: string;
}

/** An atom whose value mirrors one localStorage key. */
function persistedAtom<T>(key: string, fallback: T) {
  const base = atom<T>((readJson(key) as T | undefined) ?? fallback);
  return atom(
    (get) => get(base),
    (_get, set, next: T) => {
      set(base, next);
      writeJson(key, next);
    },
  );
}

export const authorityAtom = persistedAtom<Authority | null>(STORAGE_KEYS.authority, null);
export const currentUserAtom = persistedAtom<CurrentUser | null>(STORAGE_KEYS.currentUser, null);
const basePasswordStatusAtom = persistedAtom<number>(STORAGE_KEYS.passwordStatus, 0);
/** Also keeps the isFirstLogin key in step (true when passwordStatus equals 3). */
export const passwordStatusAtom = atom(
  (get) => get(basePasswordStatusAtom),
  (_get, set, next: number) => {
    set(basePasswordStatusAtom, next);
    writeJson(STORAGE_KEYS.isFirstLogin, next === 3);
  },
);
export const expireAfterDaysAtom = persistedAtom<number>(STORAGE_KEYS.expireAfterDays, -1);
/** True when passwordStatus equals 3 (forced change at first login). */
export const isFirstLoginAtom = atom((get) => get(passwordStatusAtom) === 3);
/** Category-2 menu entries; not persisted, fetched again after each start. */
export const buttonPermissionsAtom = atom<ButtonPermission[]>([]);
/** "loginStatus" of the shared state. */
export const loginStatusAtom = atom((get) => get(authorityAtom) != null);

export const getToken = (): string | undefined => store.get(authorityAtom)?.token;

export interface TokenGrant {
  access_token: string;
  refresh_token: string;
  expire_time: number;
  user_id: number;
  username: string;
  real_name?: string;
  password_status: number;
  expire_after_days?: number;
  /** Seconds the access token lives. */
  expires_in?: number;
}

const expiryOf = (expiresIn: number | undefined): Pick<Authority, 'tokenExpiresAt' | 'tokenTtl'> =>
  expiresIn ? { tokenExpiresAt: Date.now() + expiresIn * 1000, tokenTtl: expiresIn * 1000 } : {};

/** After a password login: everything the shell needs about the session. */
export function storeLogin(grant: TokenGrant): void {
  store.set(authorityAtom, {
    token: grant.access_token,
    refreshToken: grant.refresh_token,
    expireTime: grant.expire_time,
    ...expiryOf(grant.expires_in),
  });
  // The token request carried the interface language, so the name is in it.
  store.set(currentUserAtom, { id: grant.user_id, username: grant.username, realName: grant.real_name, nameLang: store.get(langAtom) });
  store.set(passwordStatusAtom, grant.password_status);
  store.set(expireAfterDaysAtom, grant.expire_after_days ?? -1);
  sessionEvents.dispatchEvent(new Event(TOKEN_UPDATED));
}

/** After a refresh: new token pair, same session expiry. */
export function storeRefreshedTokens(accessToken: string, refreshToken: string, expiresIn?: number): void {
  const current = store.get(authorityAtom);
  store.set(authorityAtom, {
    token: accessToken,
    refreshToken,
    expireTime: current?.expireTime ?? 0,
    tokenRefreshed: true,
    ...expiryOf(expiresIn),
  });
  sessionEvents.dispatchEvent(new Event(TOKEN_UPDATED));
}

/** Ends the session locally: storage but language and platform config, and auth state. */
export function clearSession(): void {
  store.set(authorityAtom, null);
  store.set(currentUserAtom, null);
  store.set(passwordStatusAtom, 0);
  store.set(expireAfterDaysAtom, -1);
  store.set(buttonPermissionsAtom, []);
  // Last: resetting the persisted atoms above writes their defaults back to storage.
  clearStorageForLogout();
}

export const TOKEN_UPDATED = 'token-updated';
export const SESSION_ENDING = 'session-ending';
export const SESSION_ENDED = 'session-ended';
/**
 * token-updated: a login or refresh stored a token; session-ending: a logout is about to revoke
 * the session (its token still works, for what must go out first); session-ended: detail = reason.
 */
export const sessionEvents = new EventTarget();

/**
 * The token pair another tab of this portal stored after refreshing the same session (same
 * session end, other token), or null. Its refresh token spent ours: presenting ours again
 * would revoke the session.
 */
export function refreshedElsewhere(): Authority | null {
  const mine = store.get(authorityAtom);
  const stored = (readJson(STORAGE_KEYS.authority) as Authority | undefined) ?? null;
  if (!mine || !stored?.token || stored.expireTime !== mine.expireTime || stored.token === mine.token) return null;
  return stored;
}

/**
 * Tabs share one session through localStorage: follow a refresh made by another tab at once.
 * (A logout elsewhere revokes the session on the server; this tab learns it from its next call.)
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || event.key !== STORAGE_KEYS.authority) return;
    const next = refreshedElsewhere();
    if (next) store.set(authorityAtom, next);
  });
}
