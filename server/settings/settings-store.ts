// The settings table's singleton documents, typed and with their defaults. Each area declares
// the documents it owns beside its code and registers their defaults here:
//
//   declare module '../../../settings/settings-store.ts' {
//     interface SettingsShape { watermark: WatermarkSettings }
//   }
//   defineSetting('watermark', DEFAULT_WATERMARK);
//
// (owners: auth/password-policy.ts, ldap/ldap-settings.ts, audit/retention.ts and the
// *-settings.ts modules of services/system/personalization, license, watermark and applications). The
// credentials among them are encrypted at rest and read in clear (server/secrets/).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { settings } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { cachesOf, TopicCache } from '../cache/topic-cache.ts';
import { invalidate } from '../cache/invalidate.ts';
import { keyRing } from '../secrets/key-ring.ts';
import { openSetting, sealSetting } from '../secrets/stored-secrets.ts';

/** Every settings document by key; filled by the owning areas through declaration merging. */
export interface SettingsShape {}

const DEFAULTS = new Map<keyof SettingsShape, unknown>();

/** Registers a document's defaults (once, at the owning module's load). Returns the key. */
export function defineSetting<K extends keyof SettingsShape>(key: K, defaults: SettingsShape[K]): K {
  DEFAULTS.set(key, deepFreeze(defaults));
  return key;
}

function defaultsOf<K extends keyof SettingsShape>(key: K): SettingsShape[K] {
  if (!DEFAULTS.has(key)) throw new Error(`settings document '${key}' is not defined: import the module of the area that owns it`);
  return DEFAULTS.get(key) as SettingsShape[K];
}

/** Only the fields of `defaults`, so a stored document with other keys never leaks out. */
export function pickFields<T extends object>(defaults: T, value: T): T {
  return Object.fromEntries(Object.keys(defaults).map((k) => [k, value[k as keyof T]])) as T;
}

const SETTINGS_CACHE = Symbol('settings');

/** Freezes `value` and everything in it, so a document shared by every request cannot be changed by one. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The stored documents with their defaults filled in, frozen and cached under the 'platform'
 * topic: the portal reads them on every page and the session checks read the password policy on
 * every request, so they are shared read-only instead of copied per call.
 */
function storedSetting<K extends keyof SettingsShape>(db: Db, key: K): Promise<{ value: SettingsShape[K] } | undefined> {
  const cache = cachesOf(db, SETTINGS_CACHE, () => new TopicCache<string, { value: unknown } | undefined>(db, 'platform', 100));
  return cache.get(key, async () => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    if (!row) return undefined;
    const fallback = defaultsOf(key);
    const stored = openSetting(keyRing(), key, row.value);
    const value = fallback && typeof fallback === 'object' && stored && typeof stored === 'object' ? { ...fallback, ...stored } : stored;
    return { value: deepFreeze(value) };
  }) as Promise<{ value: SettingsShape[K] } | undefined>;
}

/** A settings document (defaults filled in), frozen: copy it before changing it. */
export async function getSetting<K extends keyof SettingsShape>(db: Db, key: K): Promise<Readonly<SettingsShape[K]>> {
  return (await storedSetting(db, key))?.value ?? defaultsOf(key);
}

/**
 * Pass the transaction of the write so the setting and its audit row commit together. A
 * credential in the document (server/secrets/stored-secrets.ts) is stored encrypted.
 */
export async function putSetting<K extends keyof SettingsShape>(db: Db | Tx, key: K, plain: SettingsShape[K]): Promise<void> {
  const value = sealSetting(keyRing(), key, plain) as SettingsShape[K];
  // drizzle writes a JavaScript null as SQL NULL, which the column refuses; a setting that is
  // "none" (the global default application) is the JSON value null instead.
  const stored = value === null ? sql`'null'::jsonb` : value;
  await db
    .insert(settings)
    .values({ key, value: stored })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: sql`now()` } });
  await invalidate(db, 'platform');
}

/**
 * Merges `part` into the stored document in one statement, so two pages that write different
 * fields of one document (password rules and login verification) never undo each other.
 * Returns the whole document as it was before (defaults filled in). Pass the write's transaction.
 */
/** The keys whose documents are objects (the ones that can be merged field by field). */
type ObjectSettingKey = { [K in keyof SettingsShape]: SettingsShape[K] extends object ? K : never }[keyof SettingsShape];

export async function mergeSetting<K extends ObjectSettingKey>(
  tx: Db | Tx,
  key: K,
  part: Partial<SettingsShape[K]>,
): Promise<SettingsShape[K]> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update').limit(1);
  await tx
    .insert(settings)
    .values({ key, value: { ...(defaultsOf(key) as object), ...part } })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`${settings.value} || ${JSON.stringify(part)}::jsonb`, updatedAt: sql`now()` },
    });
  await invalidate(tx, 'platform');
  return { ...(defaultsOf(key) as object), ...(row?.value as object | undefined) } as SettingsShape[K];
}
