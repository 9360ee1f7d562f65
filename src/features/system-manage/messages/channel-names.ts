// The channels' names in the user's language (tables, checkboxes, the channels tab).
import { useLingui } from '@lingui/react/macro';
import type { ChannelKind } from './messages-api.ts';

export function useChannelNames(): Record<ChannelKind, string> {
  const { t } = useLingui();
  return { mail: t`Mail`, wecom: t`WeCom`, dingtalk: t`DingTalk` };
}
