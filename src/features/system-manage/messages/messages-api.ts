// The messages page: published notices and their deliveries, and the mail / WeCom / DingTalk
// channel settings with their tests. The audience is picked from the shared pickers' lists.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { pageParams, pageQuery, readQuery } from '../../../api/read-query.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';
import type { ChannelTestResult, MessageChannels, NoticeDelivery, NoticePublish } from '../../../api/gen/schemas.ts';

export type {
  NoticePublication,
  NoticePublish,
  NoticeDelivery,
  MessageChannels,
  MailChannel,
  WecomChannel,
  DingtalkChannel,
  ChannelTestResult,
} from '../../../api/gen/schemas.ts';
export type ChannelKind = 'mail' | 'wecom' | 'dingtalk';

/** The field of each channel the server answers only as this mask; sending it back keeps the stored value. */
export const SECRET_MASK = '********';

export const publicationsQuery = (s: ListState<never>) =>
  queryOptions({
    ...pageQuery(['messages', 'publications', s], () => api.GET('/system/notice/page', { params: { query: pageParams(s) } })),
    // Deliveries go out in the background: refresh the counts while some are pending.
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.pending > 0) ? 3000 : false),
  });

export const deliveriesQuery = (page: number, size: number, status: NoticeDelivery['status'] | undefined) =>
  pageQuery(['messages', 'deliveries', page, size, status], () =>
    api.GET('/system/notice/deliveries', { params: { query: { current: page, size, status } } }),
  );

export const channelsQuery = () => readQuery(['messages', 'channels'], () => api.GET('/system/message-channel'));

const useMessagesMutation = <A, R>(call: (arg: A) => Promise<R>) => useInvalidatingMutation(call, ['messages']);

/** The publisher may be a recipient: their header badge (`notices`) counts the notice at once. */
export const usePublishNotice = () =>
  useInvalidatingMutation((body: NoticePublish) => unwrap(api.POST('/system/notice/publish', { body })), ['messages', 'notices']);
/** A deleted notice leaves every recipient's bell (`notices`) as well as this list. */
export const useRemoveNotice = () =>
  useInvalidatingMutation(
    (id: number) => unwrap(api.POST('/system/notice/remove', { params: { query: { id } } })),
    ['messages', 'notices'],
  );
/** A withdrawn notice leaves every recipient's bell (`notices`); this list keeps it, marked withdrawn. */
export const useWithdrawNotice = () =>
  useInvalidatingMutation(
    (id: number) => unwrap(api.POST('/system/notice/withdraw', { params: { query: { id } } })),
    ['messages', 'notices'],
  );
export const useRetryDeliveries = () =>
  useMessagesMutation((ids: number[]) => unwrap(api.POST('/system/notice/deliveries/retry', { body: { ids } })));

type ChannelSaves = { [K in ChannelKind]: (body: MessageChannels[K]) => Promise<MessageChannels> };
type ChannelTests = { [K in ChannelKind]: (body: { settings: MessageChannels[K]; to: string }) => Promise<ChannelTestResult> };

const SAVE_CHANNEL: ChannelSaves = {
  mail: (body) => unwrap(api.POST('/system/message-channel/mail', { body })),
  wecom: (body) => unwrap(api.POST('/system/message-channel/wecom', { body })),
  dingtalk: (body) => unwrap(api.POST('/system/message-channel/dingtalk', { body })),
};
const TEST_CHANNEL: ChannelTests = {
  mail: (body) => unwrap(api.POST('/system/message-channel/mail/test', { body })),
  wecom: (body) => unwrap(api.POST('/system/message-channel/wecom/test', { body })),
  dingtalk: (body) => unwrap(api.POST('/system/message-channel/dingtalk/test', { body })),
};

/** Saves one channel's settings (the answer is all three, secrets masked). */
export const useSaveChannel = <K extends ChannelKind>(kind: K) =>
  useMessagesMutation((body: MessageChannels[K]) => SAVE_CHANNEL[kind](body));

/** Tests answer success or the server's / API's words; they change nothing, so nothing is invalidated. */
export const useTestChannel = <K extends ChannelKind>(kind: K) =>
  useMutation({ mutationFn: (body: { settings: MessageChannels[K]; to: string }) => TEST_CHANNEL[kind](body) });
