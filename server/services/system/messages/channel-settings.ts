// The three channels' settings: defaults, the stored rows, the secret mask, and the checks of
// spec section 5 (mail host with a port, the two passwords the same). A secret never leaves the
// server: reads answer the mask, and a save or test that sends the mask back means "keep it".
import { eq } from 'drizzle-orm';
import { messageChannels } from '../../../db/schema.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import type { components } from '../../../gen/arcana-system.ts';
import { ApiError } from '../../../contract/envelope.ts';
import { keyRing } from '../../../secrets/key-ring.ts';
import { open, seal } from '../../../secrets/secret-box.ts';
import { CHANNEL_SECRETS, channelSecretName } from '../../../secrets/stored-secrets.ts';

export type MailChannel = components['schemas']['MailChannel'];
export type WecomChannel = components['schemas']['WecomChannel'];
export type DingtalkChannel = components['schemas']['DingtalkChannel'];
export type ChannelKind = 'mail' | 'wecom' | 'dingtalk';
export interface ChannelSettings {
  mail: MailChannel;
  wecom: WecomChannel;
  dingtalk: DingtalkChannel;
}

export const SECRET_MASK = '********';
export const WECOM_API_BASE = 'https://qyapi.weixin.qq.com';
export const DINGTALK_API_BASE = 'https://oapi.dingtalk.com';

const DEFAULTS: ChannelSettings = {
  mail: { enabled: false, host: '', ssl: false, username: '', password: '', confirmPassword: '', from: '' },
  wecom: { enabled: false, corpId: '', agentId: '', agentSecret: '', apiBase: '' },
  dingtalk: { enabled: false, authCorpId: '', accessKey: '', suiteTicket: '', accessSecret: '', agentId: '', apiBase: '' },
};

/** The field of each kind that is a secret: stored encrypted in its own column, answered as the mask. */
const SECRET_FIELD = CHANNEL_SECRETS;

/** Every channel with its secret in clear: for the senders only, never for an answer. */
export async function loadChannels(db: DbOrTx): Promise<ChannelSettings> {
  const rows = await db.select().from(messageChannels);
  const out = structuredClone(DEFAULTS);
  for (const row of rows) {
    const kind = row.kind as ChannelKind;
    if (!(kind in out)) continue;
    const secret = open(keyRing(), channelSecretName(kind), row.secret);
    const merged = { ...out[kind], ...row.config, enabled: row.enabled, [SECRET_FIELD[kind]]: secret } as Record<string, unknown>;
    if (kind === 'mail') merged.confirmPassword = secret;
    (out as Record<ChannelKind, unknown>)[kind] = merged;
  }
  return out;
}

/** What the portal may see: every secret replaced by the mask (or empty when none is stored). */
export function maskedChannels(s: ChannelSettings): ChannelSettings {
  const mask = (v: string) => (v ? SECRET_MASK : '');
  return {
    mail: { ...s.mail, password: mask(s.mail.password), confirmPassword: mask(s.mail.password) },
    wecom: { ...s.wecom, agentSecret: mask(s.wecom.agentSecret) },
    dingtalk: { ...s.dingtalk, accessSecret: mask(s.dingtalk.accessSecret) },
  };
}

/** `host:port` with a port of 1..65535 (spec section 5: otherwise "Host format Error"). */
export function parseMailHost(host: string): { host: string; port: number } | null {
  const m = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(host.trim());
  const port = m ? Number(m[2]) : 0;
  return m && port >= 1 && port <= 65535 ? { host: m[1]!.replace(/^\[|\]$/g, ''), port } : null;
}

const trimAll = <T extends object>(v: T): T =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' && !/secret|password/i.test(k) ? x.trim() : x])) as T;

/**
 * The submitted settings of `kind`, checked, with the mask replaced by the stored secret.
 * Throws the spec's messages for a mail host without a port and for two different passwords,
 * naming the field (`data.field`) so the form shows them there.
 */
export function resolveSubmitted<K extends ChannelKind>(kind: K, body: ChannelSettings[K], stored: ChannelSettings): ChannelSettings[K] {
  const next = trimAll(body) as ChannelSettings[K] & Record<string, unknown>;
  const field = SECRET_FIELD[kind];
  if (kind === 'mail') {
    const mail = next as unknown as MailChannel;
    if (mail.host && !parseMailHost(mail.host)) throw new ApiError(400, 400, 'mailHostFormat', {}, { field: 'host' });
    if (mail.password !== mail.confirmPassword) throw new ApiError(400, 400, 'mailPasswordsDiffer', {}, { field: 'confirmPassword' });
  }
  if (next[field] === SECRET_MASK) next[field] = (stored[kind] as unknown as Record<string, unknown>)[field];
  if (kind === 'mail') (next as unknown as MailChannel).confirmPassword = (next as unknown as MailChannel).password;
  return next;
}

/** Stores one channel: the secret encrypted in its column, the rest (without it) as config. */
export async function storeChannel<K extends ChannelKind>(tx: DbOrTx, kind: K, value: ChannelSettings[K]): Promise<void> {
  const field = SECRET_FIELD[kind];
  const { enabled, ...rest } = value as ChannelSettings[K] & { enabled: boolean };
  const record = rest as Record<string, string | number | boolean>;
  const secret = seal(keyRing(), channelSecretName(kind), String(record[field] ?? ''));
  const config = Object.fromEntries(Object.entries(record).filter(([k]) => k !== field && k !== 'confirmPassword'));
  await tx
    .insert(messageChannels)
    .values({ kind, enabled, config, secret, updatedAt: new Date() })
    .onConflictDoUpdate({ target: messageChannels.kind, set: { enabled, config, secret, updatedAt: new Date() } });
}

export async function channelEnabled(db: DbOrTx, kind: ChannelKind): Promise<boolean> {
  const [row] = await db.select({ enabled: messageChannels.enabled }).from(messageChannels).where(eq(messageChannels.kind, kind));
  return row?.enabled ?? false;
}
