// The three channels as data: each one's fields (label, hint, a secret or a switch, side by side
// or alone), the extra checks of the mail server (spec §5: the host needs a port, the two
// passwords must match) and what a test is sent to. One card (channel-card.tsx) renders any of
// them; lengths and patterns come from the channel's schema in the contract.
import { useLingui } from '@lingui/react/macro';
import { mailHostProblem } from '../../../lib/mail-host.ts';
import type { ChannelKind, MessageChannels } from './messages-api.ts';

/** A card's values as the form holds them (every field a string or a switch). */
export type ChannelValues = Record<string, string | boolean> & { enabled: boolean };

export interface ChannelFieldSpec {
  name: string;
  label: string;
  hint?: string;
  input?: 'secret' | 'switch';
  /**
   * A value the channel cannot do without once enabled (the server's list, channel-handlers.ts).
   * The contract requires every key but allows it empty, so this is not in the schema.
   */
  needed?: boolean;
  /** A check of this form beyond the contract's, given the value and the card's values. */
  validate?(value: unknown, values: ChannelValues): string | true;
}

export interface ChannelSpec<K extends ChannelKind = ChannelKind> {
  kind: K;
  schema: 'MailChannel' | 'WecomChannel' | 'DingtalkChannel';
  title: string;
  testLabel: string;
  /** Rows of the form; the fields of one row sit side by side. */
  rows: ChannelFieldSpec[][];
}

export type ChannelSpecs = { [K in ChannelKind]: ChannelSpec<K> };

/** The channels in the order of the tab, with the labels in the user's language. */
export function useChannelSpecs(): ChannelSpecs {
  const { t } = useLingui();
  const apiBase = (host: string): ChannelFieldSpec => ({ name: 'apiBase', label: t`API address`, hint: t`Empty: ${host}` });
  const suiteOnly = t`Third-party suite apps only`;
  return {
    mail: {
      kind: 'mail',
      schema: 'MailChannel',
      title: t`Mail server`,
      testLabel: t`Test recipient's e-mail`,
      rows: [
        [
          {
            name: 'host',
            label: t`Host`,
            hint: t`Host and port, e.g. smtp.example.com:465`,
            needed: true,
            validate: (v) => (mailHostProblem(String(v)) ? t`Host format Error` : true),
          },
          { name: 'from', label: t`Sender address`, hint: t`The username when empty` },
        ],
        [{ name: 'ssl', label: t`SSL`, input: 'switch' }],
        [{ name: 'username', label: t`Username` }],
        [
          { name: 'password', label: t`Password`, input: 'secret' },
          {
            name: 'confirmPassword',
            label: t`Confirm password`,
            input: 'secret',
            validate: (v, values) => v === values.password || t`The two passwords are inconsistent`,
          },
        ],
      ],
    },
    wecom: {
      kind: 'wecom',
      schema: 'WecomChannel',
      title: t`WeCom`,
      testLabel: t`Test recipient's WeCom user ID`,
      rows: [
        [
          { name: 'corpId', label: t`Corp ID`, needed: true },
          { name: 'agentId', label: t`Agent ID`, needed: true },
        ],
        [{ name: 'agentSecret', label: t`Agent secret`, input: 'secret', needed: true }],
        [apiBase('https://qyapi.weixin.qq.com')],
      ],
    },
    dingtalk: {
      kind: 'dingtalk',
      schema: 'DingtalkChannel',
      title: t`DingTalk`,
      testLabel: t`Test recipient's DingTalk user ID`,
      rows: [
        [
          { name: 'accessKey', label: t`App key (accessKey)`, needed: true },
          { name: 'agentId', label: t`Agent ID (argent_id)`, needed: true },
        ],
        [{ name: 'accessSecret', label: t`App secret (accessSecret)`, input: 'secret', needed: true }],
        [
          { name: 'authCorpId', label: t`Authorised corp ID (auth_corpid)`, hint: suiteOnly },
          { name: 'suiteTicket', label: t`Suite ticket (suiteTicket)`, hint: suiteOnly },
        ],
        [apiBase('https://oapi.dingtalk.com')],
      ],
    },
  };
}

/** The kinds in the order their cards show. */
export const CHANNEL_KINDS = ['mail', 'wecom', 'dingtalk'] as const satisfies readonly ChannelKind[];

/** A channel's saved settings as a card's form values. */
export const channelValues = (channels: MessageChannels, kind: ChannelKind) => channels[kind] as unknown as ChannelValues;
