// Typed access to the singleton documents in the settings table, each with its defaults. The
// credentials among them are encrypted at rest and read in clear (server/secrets/).
import { eq, sql } from 'drizzle-orm';
import type { Db } from './open.ts';
import { settings } from './schema.ts';
import type { components } from '../gen/arcana-system.ts';
import type { Tx } from './transaction.ts';
import { cachesOf, TopicCache } from '../cache/topic-cache.ts';
import { invalidate } from '../cache/invalidate.ts';
import { keyRing } from '../secrets/key-ring.ts';
import { openSetting, sealSetting } from '../secrets/stored-secrets.ts';

type SystemSchemas = components['schemas'];

// The fields of the password rules and the login settings are declared once, in the contract
// (openapi/system/password-policy.yaml, login-verify.yaml); the types come from there and tsc
// makes the defaults below name every field, so the services pick fields by the defaults' keys.
/** What a new password must be (the password policy page). */
export type PasswordRules = SystemSchemas['PasswordRules'];
/** Captcha, lockout and session lengths (the login verification page). */
export type LoginVerification = SystemSchemas['LoginVerification'];
/**
 * Both are stored together in the one settings document `passwordPolicy`, as before the two
 * pages existed, so installations keep their values and every reader takes one row.
 */
export type PasswordPolicy = PasswordRules & LoginVerification;

export const DEFAULT_PASSWORD_RULES: PasswordRules = {
  minLength: 6,
  maxLength: 32,
  requireDigits: true,
  requireUppercase: false,
  requireLowercase: true,
  requireSpecial: false,
  lifetimeDays: 90,
  reminderDays: 7,
  historyCount: 0,
};

export const DEFAULT_LOGIN_VERIFICATION: LoginVerification = {
  useCaptcha: false,
  lockCount: 5,
  lockWindowMinutes: 30,
  lockMinutes: 30,
  ipFailureLimit: 50,
  loginTimeoutMinutes: 120,
  rememberMeDays: 7,
};

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { ...DEFAULT_PASSWORD_RULES, ...DEFAULT_LOGIN_VERIFICATION };

/** Only the fields of `defaults`, so a stored document with other keys never leaks out. */
export function pickFields<T extends object>(defaults: T, value: T): T {
  return Object.fromEntries(Object.keys(defaults).map((k) => [k, value[k as keyof T]])) as T;
}

/** Directory (LDAP) login (the LDAP section of the login verification page). */
export type LdapSettings = SystemSchemas['LdapSettings'];

export const DEFAULT_LDAP: LdapSettings = {
  enabled: false,
  host: '',
  port: 389,
  ssl: false,
  bindDn: '',
  bindPassword: '',
  userBaseDn: '',
  userFilter: '(objectClass=person)',
  usernameAttribute: 'sAMAccountName',
  searchKeys: 'CN,sAMAccountName',
  attributeMapping: [
    { userAttribute: 'realName', sourceAttribute: 'displayName' },
    { userAttribute: 'email', sourceAttribute: 'mail' },
    { userAttribute: 'phone', sourceAttribute: 'telephoneNumber' },
  ],
  defaultDeptId: null,
};

export interface AuditSettings {
  /** Records older than this many days are pruned. */
  retentionDays: number;
}

export interface PlatformSettings {
  title: string;
  i18nName: { en_US?: string; zh_CN?: string };
  style: string;
  loginPageLogo: string;
  indexPageLogo: string;
  titlePageLogo: string;
  background: string;
  showName: boolean;
  loginPageSlogan: string;
  sloganColor: string;
  defaultLang: 'zh_CN' | 'en_US';
  /** The interface's colours unless a user chooses otherwise. */
  defaultTheme: 'system' | 'light' | 'dark';
  supportPhone: string;
  supportEmail: string;
  organization: { name: string; logo: string; i18nNames: { en_US?: string; zh_CN?: string }; titlePageLogo: string; title: string };
}

export const DEFAULT_PLATFORM: PlatformSettings = {
  title: 'Arcana',
  i18nName: { en_US: 'Arcana Portal', zh_CN: 'Arcana 门户' },
  style: '#705ADA',
  loginPageLogo: '/assets-static/logo.svg',
  indexPageLogo: '/assets-static/logo.svg',
  titlePageLogo: '/assets-static/favicon.svg',
  background: '',
  showName: true,
  loginPageSlogan: '',
  sloganColor: '#ffffff',
  defaultLang: 'zh_CN',
  defaultTheme: 'system',
  supportPhone: '',
  supportEmail: '',
  organization: {
    name: 'Arcana',
    logo: '/assets-static/favicon.svg',
    i18nNames: { en_US: 'Arcana', zh_CN: 'Arcana' },
    titlePageLogo: '/assets-static/favicon.svg',
    title: 'Arcana',
  },
};

export interface LicenseSettings {
  licenseId: string;
  type: 'Trial' | 'Recurring' | 'Perpetual';
  authorizedFirm: string;
  cpuCoresTotal: number;
  /** ISO date; null for perpetual licences. */
  expireDate: string | null;
  activated: boolean;
  issuedAt?: string;
  /** Per-application licences carried by the installed .lic file. */
  apps?: Array<{ code: string; scope?: string; version?: string; expireDate?: string | null }>;
}

export interface WatermarkSettings {
  enabled: boolean;
  /** Presets of spec section 3, any combination; `custom` is free text ('' for none). */
  content: { department: boolean; ip: boolean; time: boolean; custom: string };
  fontSize: number;
  font: 'system' | 'simhei' | 'source-han-sans' | 'source-han-serif' | 'pingfang';
  color: string;
  /** Space between tiles in CSS pixels. */
  margin: number;
  /** Degrees. */
  rotate: number;
  /** screen: on screen only; screen-and-print: also on printed pages and PDFs. */
  exportType: 'screen' | 'screen-and-print';
  /** portal: shell and applications; apps: embedded applications only; selected: the listed ones. */
  applyRange: { scope: 'portal' | 'apps' | 'selected'; appCodes?: string[] };
}

export const DEFAULT_WATERMARK: WatermarkSettings = {
  enabled: false,
  content: { department: true, ip: true, time: true, custom: '' },
  fontSize: 16,
  font: 'system',
  color: 'rgba(0, 0, 0, 0.12)',
  margin: 120,
  rotate: -22,
  exportType: 'screen-and-print',
  applyRange: { scope: 'portal', appCodes: [] },
};

export interface SettingsShape {
  platform: PlatformSettings;
  passwordPolicy: PasswordPolicy;
  license: LicenseSettings | null;
  ldap: LdapSettings;
  /** Platform-wide default application (`apps.id`); a user's personal default overrides it. */
  defaultApp: number | null;
  /** How many quick-access entries a user may keep (application management). */
  quickAccessMax: number;
  /** This installation's instance ID (licence instances view); generated once. */
  instanceId: string | null;
  /** HMAC key of .lic files when ARCANA_LICENSE_SECRET is not set; generated once. */
  licenseSecret: string | null;
  watermark: WatermarkSettings;
  audit: AuditSettings;
}

const DEFAULTS: SettingsShape = deepFreeze({
  platform: DEFAULT_PLATFORM,
  passwordPolicy: DEFAULT_PASSWORD_POLICY,
  license: null,
  ldap: DEFAULT_LDAP,
  defaultApp: null,
  quickAccessMax: 8,
  instanceId: null,
  licenseSecret: null,
  watermark: DEFAULT_WATERMARK,
  audit: { retentionDays: 180 },
});

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
    const fallback = DEFAULTS[key];
    const stored = openSetting(keyRing(), key, row.value);
    const value = fallback && typeof fallback === 'object' && stored && typeof stored === 'object' ? { ...fallback, ...stored } : stored;
    return { value: deepFreeze(value) };
  }) as Promise<{ value: SettingsShape[K] } | undefined>;
}

/** A settings document (defaults filled in), frozen: copy it before changing it. */
export async function getSetting<K extends keyof SettingsShape>(db: Db, key: K): Promise<Readonly<SettingsShape[K]>> {
  return (await storedSetting(db, key))?.value ?? DEFAULTS[key];
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
export async function mergeSetting<K extends 'passwordPolicy'>(
  tx: Db | Tx,
  key: K,
  part: Partial<SettingsShape[K]>,
): Promise<SettingsShape[K]> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update').limit(1);
  await tx
    .insert(settings)
    .values({ key, value: { ...DEFAULTS[key], ...part } })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`${settings.value} || ${JSON.stringify(part)}::jsonb`, updatedAt: sql`now()` },
    });
  await invalidate(tx, 'platform');
  return { ...DEFAULTS[key], ...(row?.value as object | undefined) };
}
