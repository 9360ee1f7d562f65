// The channels tab: read (secrets masked), save each channel (validated, audited without
// secrets), and test each with the settings as typed, answering what the server or API said.
import type { FastifyRequest } from 'fastify';
import { audited, writeOnlyChanges } from '../../../audit/audit.ts';
import { CHANNEL_SECRETS } from '../../../secrets/stored-secrets.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { t, type Lang, type MessageKey } from '../../../i18n/messages.ts';
import { requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import {
  loadChannels,
  maskedChannels,
  resolveSubmitted,
  storeChannel,
  type ChannelKind,
  type ChannelSettings,
} from './channel-settings.ts';
import { CHANNEL_SENDERS, SendError, type Unreachable } from './channel-senders.ts';

const CHANNEL_NAME = { mail: 'channelMail', wecom: 'channelWecom', dingtalk: 'channelDingtalk' } as const;

/** Fields an enabled channel cannot do without. */
const REQUIRED: Record<ChannelKind, string[]> = {
  mail: ['host'],
  wecom: ['corpId', 'agentId', 'agentSecret'],
  dingtalk: ['accessKey', 'accessSecret', 'agentId'],
};

function checkComplete(lang: Lang, kind: ChannelKind, value: object): void {
  const fields = value as Record<string, unknown>;
  const missing = REQUIRED[kind].filter((f) => !fields[f]);
  if (fields.enabled && missing.length) {
    throw new ApiError(
      400,
      400,
      'channelIncomplete',
      { channel: t(lang, CHANNEL_NAME[kind]), fields: missing.join(', ') },
      { field: missing[0] }, // the form shows the refusal on the first one
    );
  }
}

/** Why an API could not be used, in words (never the runtime's error code). */
const UNREACHABLE = {
  badAddress: 'channelBadAddress',
  refused: 'channelRefused',
  unknownHost: 'channelUnknownHost',
  timeout: 'channelTimeout',
  tls: 'channelTls',
  network: 'channelNetwork',
  notJson: 'channelNotJson',
} as const satisfies Record<Unreachable, MessageKey>;

/** What a failed send means to the administrator, in their language. */
export function describeFailure(lang: Lang, kind: ChannelKind, e: unknown): string {
  const channel = t(lang, CHANNEL_NAME[kind]);
  if (!(e instanceof SendError)) return t(lang, 'unknown');
  const f = e.failure;
  switch (f.kind) {
    case 'api':
      return t(lang, 'channelApiError', { channel, errcode: f.errcode, errmsg: f.errmsg });
    case 'unreachable':
      return t(lang, 'channelUnreachable', { channel, detail: t(lang, UNREACHABLE[f.reason], { status: f.detail }) });
    case 'mail':
      return t(lang, 'channelMailFailed', { detail: f.detail });
    case 'incomplete':
      return t(lang, 'channelIncomplete', { channel, fields: f.fields.join(', ') });
  }
}

export function channelService({ db, log }: ServiceContext) {
  async function save<K extends ChannelKind>(req: FastifyRequest, kind: K, body: ChannelSettings[K]) {
    const stored = await loadChannels(db);
    const next = resolveSubmitted(kind, body, stored);
    checkComplete(requestLang(req), kind, next);
    await audited(db, req, { module: 'message-channel', action: `update-${kind}` }, async (tx, audit) => {
      await storeChannel(tx, kind, next);
      // withoutSecrets() drops password/secret keys as well; masking first keeps it so if a field is renamed.
      audit.before = maskedChannels(stored)[kind];
      audit.after = {
        ...maskedChannels({ ...stored, [kind]: next })[kind],
        ...writeOnlyChanges(stored[kind], next, [CHANNEL_SECRETS[kind]]),
      };
    });
    return ok(maskedChannels(await loadChannels(db)));
  }

  async function test<K extends ChannelKind>(req: FastifyRequest, kind: K, body: ChannelSettings[K], to: string) {
    const lang = requestLang(req);
    const stored = await loadChannels(db);
    const settings: ChannelSettings = { ...stored, [kind]: resolveSubmitted(kind, body, stored) };
    try {
      await CHANNEL_SENDERS[kind](settings, to, { subject: t(lang, 'channelTestSubject'), text: t(lang, 'channelTestBody') });
      return ok({ success: true, message: t(lang, 'channelTestSent', { to }) });
    } catch (e) {
      if (!(e instanceof SendError)) log.error({ err: e, channel: kind }, 'channel test crashed');
      return ok({ success: false, message: describeFailure(lang, kind, e) });
    }
  }

  return {
    async getMessageChannels() {
      return ok(maskedChannels(await loadChannels(db)));
    },
    saveMailChannel: (req) => save(req, 'mail', req.body),
    saveWecomChannel: (req) => save(req, 'wecom', req.body),
    saveDingtalkChannel: (req) => save(req, 'dingtalk', req.body),
    testMailChannel: (req) => test(req, 'mail', req.body.settings, req.body.to),
    testWecomChannel: (req) => test(req, 'wecom', req.body.settings, req.body.to),
    testDingtalkChannel: (req) => test(req, 'dingtalk', req.body.settings, req.body.to),
  } satisfies Partial<SystemHandlers>;
}
