// Where the database keeps credentials, and what start-up and rotation do with them. Each has a
// name, the associated data of its encryption (server/secrets/secret-box.ts):
//   settings documents: `ldap.bindPassword` (directory bind password), `licenseSecret` (the
//     HMAC key of .lic files, a whole document);
//   message channels (table message_channels, column secret): `mail.password`,
//     `wecom.agentSecret`, `dingtalk.accessSecret`.
// A new credential field is added to SETTING_SECRETS or CHANNEL_SECRETS and is encrypted from then on.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { messageChannels, settings } from '../db/schema.ts';
import { SecretKeyError, type KeyRing } from './key-ring.ts';
import { isSealed, open, seal } from './secret-box.ts';

/** Settings documents holding a credential: the field, or '' when the whole value is one. */
export const SETTING_SECRETS: Readonly<Record<string, string>> = { ldap: 'bindPassword', licenseSecret: '' };

/** The secret field of each message channel (stored in its own column). */
export const CHANNEL_SECRETS = { mail: 'password', wecom: 'agentSecret', dingtalk: 'accessSecret' } as const;

export const channelSecretName = (kind: keyof typeof CHANNEL_SECRETS) => `${kind}.${CHANNEL_SECRETS[kind]}`;

/** A settings document as stored, its credential (if any) passed through `fn` with its name. */
function mapSettingSecret(key: string, value: unknown, fn: (name: string, v: string) => string): unknown {
  if (!(key in SETTING_SECRETS)) return value;
  const field = SETTING_SECRETS[key]!;
  if (!field) return typeof value === 'string' ? fn(key, value) : value;
  if (!value || typeof value !== 'object') return value;
  const secret = (value as Record<string, unknown>)[field];
  return typeof secret === 'string' ? { ...value, [field]: fn(`${key}.${field}`, secret) } : value;
}

/** A settings document ready to store: its credential encrypted with the active key. */
export const sealSetting = (ring: KeyRing, key: string, value: unknown) => mapSettingSecret(key, value, (n, v) => seal(ring, n, v));
/** A stored settings document with its credential in clear. */
export const openSetting = (ring: KeyRing, key: string, value: unknown) => mapSettingSecret(key, value, (n, v) => open(ring, n, v));

interface StoredSecret {
  name: string;
  stored: string;
  /** Writes `sealed` in place of the stored value. */
  replace(tx: DbOrTx, sealed: string): Promise<void>;
}

/** Every credential in the database (non-empty), as stored. */
async function storedSecrets(db: DbOrTx): Promise<StoredSecret[]> {
  const out: StoredSecret[] = [];
  for (const key of Object.keys(SETTING_SECRETS)) {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
    if (!row) continue;
    mapSettingSecret(key, row.value, (name, stored) => {
      if (stored) {
        out.push({
          name,
          stored,
          replace: async (tx, sealed) => {
            const value = mapSettingSecret(key, row.value, () => sealed);
            await tx.update(settings).set({ value }).where(eq(settings.key, key));
          },
        });
      }
      return stored;
    });
  }
  const channels = await db.select({ kind: messageChannels.kind, secret: messageChannels.secret }).from(messageChannels).for('update');
  for (const { kind, secret } of channels) {
    if (!(kind in CHANNEL_SECRETS) || !secret) continue;
    out.push({
      name: channelSecretName(kind as keyof typeof CHANNEL_SECRETS),
      stored: secret,
      replace: async (tx, sealed) => {
        await tx.update(messageChannels).set({ secret: sealed }).where(eq(messageChannels.kind, kind));
      },
    });
  }
  return out;
}

/**
 * At every start, before serving: each stored credential must open with `ring` (else
 * SecretKeyError: the process refuses to start rather than serve garbage), and plain ones stored
 * by earlier versions are encrypted. Returns how many were encrypted.
 */
export async function prepareSecrets(db: Db, ring: KeyRing): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await storedSecrets(tx);
    if (found.length && ring.keys.size === 0) {
      throw new SecretKeyError(
        `This database stores secrets (${found.map((s) => s.name).join(', ')}) and this process has no key to read them: ` +
          'start it with ARCANA_SECRET_KEYS or ARCANA_SECRET_KEYS_FILE, the same keys as every other process on this database',
      );
    }
    let encrypted = 0;
    for (const secret of found) {
      const plain = open(ring, secret.name, secret.stored);
      if (isSealed(secret.stored)) continue;
      await secret.replace(tx, seal(ring, secret.name, plain));
      encrypted++;
    }
    return encrypted;
  });
}

/** `npm run secrets:rotate`: every stored credential re-encrypted with the active key. Returns how many. */
export async function reencryptSecrets(db: Db, ring: KeyRing): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await storedSecrets(tx);
    for (const secret of found) await secret.replace(tx, seal(ring, secret.name, open(ring, secret.name, secret.stored)));
    return found.length;
  });
}
