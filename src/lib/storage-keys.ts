// The localStorage keys of spec section 3. Nothing else in the portal writes localStorage.
export const STORAGE_KEYS = {
  authority: 'authority',
  currentUser: 'currentUser',
  passwordStatus: 'passwordStatus',
  expireAfterDays: 'expireAfterDays',
  isFirstLogin: 'isFirstLogin',
  currentLang: 'currentLang',
  themeMode: 'themeMode',
  platformConfig: 'platformConfig',
  systemRoute: 'systemRoute',
  monitorRoute: 'monitorRoute',
} as const;

/** Kept across logout: the user's language, light or dark, and the platform's look. */
export const KEYS_KEPT_ON_LOGOUT: readonly string[] = [STORAGE_KEYS.currentLang, STORAGE_KEYS.themeMode, STORAGE_KEYS.platformConfig];

/** Prefix of the data tables' column choices: a preference of one user id, not session data. */
export const TABLE_COLUMNS_PREFIX = 'tableColumns:';

/** The key of one user's hidden columns of one table. */
export const tableColumnsKey = (userId: number | string, tableId: string): string => `${TABLE_COLUMNS_PREFIX}${userId}:${tableId}`;

/** Prefix of the command palette's recent choices: a preference of one user id, kept like the columns. */
export const PALETTE_RECENTS_PREFIX = 'commandPalette:';

/** The key of one user's recent command palette choices. */
export const paletteRecentsKey = (userId: number | string): string => `${PALETTE_RECENTS_PREFIX}${userId}:recent`;

/** The stored JSON value, unchecked: the caller says what it expects to find. */
export function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === undefined || value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

/** Logout: everything but the kept keys (and the per-user table columns and palette recents) goes. */
export function clearStorageForLogout(): void {
  for (const key of Object.keys(localStorage)) {
    if (!KEYS_KEPT_ON_LOGOUT.includes(key) && !key.startsWith(TABLE_COLUMNS_PREFIX) && !key.startsWith(PALETTE_RECENTS_PREFIX))
      localStorage.removeItem(key);
  }
}
