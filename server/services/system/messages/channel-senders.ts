// Sending one text message over a channel: mail through nodemailer (SMTP), WeCom and DingTalk
// through their HTTP APIs (get a token, send, read errcode/errmsg). A failure is a SendFailure
// that says whether a retry can help; its text is what the server or API answered, and never
// holds a secret (tokens and secrets travel only in the requests).
import { createHash, createHmac } from 'node:crypto';
import {
  DINGTALK_API_BASE,
  parseMailHost,
  WECOM_API_BASE,
  type ChannelKind,
  type DingtalkChannel,
  type MailChannel,
  type WecomChannel,
} from './channel-settings.ts';

export type SendFailure =
  | { kind: 'api'; errcode: number; errmsg: string; retry: boolean }
  | { kind: 'unreachable'; reason: Unreachable; detail: string; retry: boolean }
  | { kind: 'mail'; detail: string; retry: boolean }
  | { kind: 'incomplete'; fields: string[]; retry: false };

/**
 * Why an HTTP API could not be used, in a closed set the handlers put into words (the raw code,
 * such as ERR_INVALID_URL or ECONNREFUSED, stays in `detail` for the delivery records).
 */
export type Unreachable = 'badAddress' | 'refused' | 'unknownHost' | 'timeout' | 'tls' | 'network' | 'notJson';

const REASONS: Record<string, Unreachable> = {
  ERR_INVALID_URL: 'badAddress',
  ERR_INVALID_ARG_VALUE: 'badAddress',
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'unknownHost',
  EAI_AGAIN: 'unknownHost',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  TimeoutError: 'timeout',
};

function unreachable(code: string): SendError {
  const reason = REASONS[code] ?? (/CERT|SSL|TLS/i.test(code) ? 'tls' : 'network');
  // A malformed address stays malformed: retrying cannot help.
  return new SendError({ kind: 'unreachable', reason, detail: code, retry: reason !== 'badAddress' });
}

export class SendError extends Error {
  constructor(readonly failure: SendFailure) {
    super(failure.kind === 'api' ? `errcode ${failure.errcode}: ${failure.errmsg}` : 'detail' in failure ? failure.detail : failure.kind);
  }
}

export interface TextMessage {
  subject: string;
  text: string;
}

const TIMEOUT_MS = 10_000;

function require(fields: Record<string, string>): void {
  const missing = Object.entries(fields)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length) throw new SendError({ kind: 'incomplete', fields: missing, retry: false });
}

export async function sendMail(s: MailChannel, to: string, msg: TextMessage): Promise<void> {
  require({ host: s.host });
  const target = parseMailHost(s.host);
  if (!target) throw new SendError({ kind: 'incomplete', fields: ['host'], retry: false });
  // Loaded by the first mail: most processes never send one.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: target.host,
    port: target.port,
    secure: s.ssl,
    ...(s.username ? { auth: { user: s.username, pass: s.password } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: s.from || s.username, to, subject: msg.subject, text: msg.text });
  } catch (e) {
    const err = e as { responseCode?: number; response?: string; message?: string; code?: string };
    // 5xx answers are permanent (bad recipient, refused login); 4xx and network errors may pass later.
    const permanent = typeof err.responseCode === 'number' && err.responseCode >= 500;
    throw new SendError({ kind: 'mail', detail: (err.response || err.message || String(e)).slice(0, 500), retry: !permanent });
  } finally {
    transport.close();
  }
}

async function getJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (e) {
    const err = e as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
    throw unreachable(err.cause?.code || err.code || err.name || err.cause?.message || String(err.message));
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body) throw new SendError({ kind: 'unreachable', reason: 'notJson', detail: `HTTP ${res.status}`, retry: true });
  return body;
}

function apiFailure(body: Record<string, unknown>, retryCodes: number[]): SendError {
  const errcode = Number(body.errcode);
  return new SendError({
    kind: 'api',
    errcode,
    errmsg: typeof body.errmsg === 'string' ? body.errmsg : '',
    retry: errcode === -1 || retryCodes.includes(errcode),
  });
}

const base = (configured: string, fallback: string) => (configured || fallback).replace(/\/+$/, '');
const fingerprint = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/** Access tokens by channel and credentials, until shortly before they expire (both APIs limit gettoken). */
const tokens = new Map<string, { token: string; until: number }>();

async function cachedToken(key: string, fetchToken: () => Promise<{ token: string; expiresIn: number }>): Promise<string> {
  const hit = tokens.get(key);
  if (hit && hit.until > Date.now()) return hit.token;
  const { token, expiresIn } = await fetchToken();
  tokens.set(key, { token, until: Date.now() + Math.max(0, expiresIn - 300) * 1000 });
  return token;
}

/** Runs `send` with a token; when the API says the token is invalid or expired, once more with a new one. */
async function withToken(
  key: string,
  fetchToken: () => Promise<{ token: string; expiresIn: number }>,
  expired: number[],
  send: (token: string) => Promise<void>,
) {
  try {
    await send(await cachedToken(key, fetchToken));
  } catch (e) {
    if (!(e instanceof SendError && e.failure.kind === 'api' && expired.includes(e.failure.errcode))) throw e;
    tokens.delete(key);
    await send(await cachedToken(key, fetchToken));
  }
}

/** WeCom: GET /cgi-bin/gettoken, then POST /cgi-bin/message/send (errcode 40014/42001: token invalid/expired). */
export async function sendWecom(s: WecomChannel, userIds: string[], msg: TextMessage): Promise<void> {
  require({ corpId: s.corpId, agentId: s.agentId, agentSecret: s.agentSecret });
  const root = base(s.apiBase, WECOM_API_BASE);
  const key = fingerprint('wecom', root, s.corpId, s.agentSecret);
  const fetchToken = async () => {
    const q = new URLSearchParams({ corpid: s.corpId, corpsecret: s.agentSecret });
    const body = await getJson(`${root}/cgi-bin/gettoken?${q}`);
    if (Number(body.errcode ?? 0) !== 0 || typeof body.access_token !== 'string') throw apiFailure(body, []);
    return { token: body.access_token, expiresIn: Number(body.expires_in ?? 7200) };
  };
  await withToken(key, fetchToken, [40014, 42001], async (token) => {
    const body = await getJson(`${root}/cgi-bin/message/send?access_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        touser: userIds.join('|'),
        msgtype: 'text',
        agentid: Number(s.agentId),
        text: { content: msg.subject ? `${msg.subject}\n${msg.text}` : msg.text },
      }),
    });
    if (Number(body.errcode ?? 0) !== 0) throw apiFailure(body, [45009]);
    // errcode 0 with invaliduser: the message went out, but not to these users.
    if (typeof body.invaliduser === 'string' && body.invaliduser) {
      throw new SendError({ kind: 'api', errcode: 81013, errmsg: `invaliduser: ${body.invaliduser}`, retry: false });
    }
  });
}

/**
 * DingTalk: an internal app's token from GET /gettoken?appkey=&appsecret= (accessKey, accessSecret);
 * with a suiteTicket and auth_corpid, a third-party suite's corp token from POST /service/get_corp_token.
 * Then POST /topapi/message/corpconversation/asyncsend_v2 with argent_id (errcode 88/40014: token invalid).
 */
export async function sendDingtalk(s: DingtalkChannel, userIds: string[], msg: TextMessage): Promise<void> {
  require({ accessKey: s.accessKey, accessSecret: s.accessSecret, agentId: s.agentId });
  const root = base(s.apiBase, DINGTALK_API_BASE);
  const key = fingerprint('dingtalk', root, s.accessKey, s.accessSecret, s.authCorpId, s.suiteTicket);
  const fetchToken = async () => {
    let body: Record<string, unknown>;
    if (s.suiteTicket && s.authCorpId) {
      const timestamp = String(Date.now());
      const signature = createHmac('sha256', s.accessSecret).update(`${timestamp}\n${s.suiteTicket}`).digest('base64');
      const q = new URLSearchParams({ accessKey: s.accessKey, timestamp, suiteTicket: s.suiteTicket, signature });
      body = await getJson(`${root}/service/get_corp_token?${q}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ auth_corpid: s.authCorpId }),
      });
    } else {
      body = await getJson(`${root}/gettoken?${new URLSearchParams({ appkey: s.accessKey, appsecret: s.accessSecret })}`);
    }
    if (Number(body.errcode ?? 0) !== 0 || typeof body.access_token !== 'string') throw apiFailure(body, []);
    return { token: body.access_token, expiresIn: Number(body.expires_in ?? 7200) };
  };
  await withToken(key, fetchToken, [88, 40014, 42001], async (token) => {
    const body = await getJson(`${root}/topapi/message/corpconversation/asyncsend_v2?access_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        agent_id: Number(s.agentId),
        userid_list: userIds.join(','),
        msg: { msgtype: 'text', text: { content: msg.subject ? `${msg.subject}\n${msg.text}` : msg.text } },
      }),
    });
    if (Number(body.errcode ?? 0) !== 0) throw apiFailure(body, [90018]);
  });
}

export const CHANNEL_SENDERS = {
  mail: (s, to, msg) => sendMail(s.mail, to, msg),
  wecom: (s, to, msg) => sendWecom(s.wecom, [to], msg),
  dingtalk: (s, to, msg) => sendDingtalk(s.dingtalk, [to], msg),
} satisfies Record<ChannelKind, (s: import('./channel-settings.ts').ChannelSettings, to: string, msg: TextMessage) => Promise<void>>;
