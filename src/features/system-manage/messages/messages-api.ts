// The messages page: published notices and their deliveries, the audience pickers' data, and the
// mail / WeCom / DingTalk channel settings with their tests.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import type { PageResult } from '../../../api/paging.ts';
import { noticeKeys } from '../../../api/notice-keys.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';
import type { Department, RoleOption } from '../shared/department-tree.ts';

export type NoticePublication = components['schemas']['NoticePublication'];
export type NoticePublish = components['schemas']['NoticePublish'];
export type NoticeDelivery = components['schemas']['NoticeDelivery'];
export type MessageChannels = components['schemas']['MessageChannels'];
export type MailChannel = components['schemas']['MailChannel'];
export type WecomChannel = components['schemas']['WecomChannel'];
export type DingtalkChannel = components['schemas']['DingtalkChannel'];
export type ChannelTestResult = components['schemas']['ChannelTestResult'];
export type UserOption = components['schemas']['UserOption'];
export type ChannelKind = 'mail' | 'wecom' | 'dingtalk';

export const messagesKeys = { all: ['system', 'messages'] as const };

/** The field of each channel the server answers only as this mask; sending it back keeps the stored value. */
export const SECRET_MASK = '********';

export const publicationsQuery = (s: ListState<never>) =>
  queryOptions({
    queryKey: [...messagesKeys.all, 'publications', s],
    queryFn: () =>
      unwrap(api.GET('/system/notice/page', { params: { query: { current: s.page, size: s.size, keyword: s.keyword || undefined } } }), {
        hideMessage: true,
      }) as Promise<PageResult<NoticePublication>>,
    placeholderData: keepPreviousData,
    // Deliveries go out in the background: refresh the counts while some are pending.
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.pending > 0) ? 3000 : false),
  });

export const deliveriesQuery = (page: number, size: number, status: NoticeDelivery['status'] | undefined) =>
  queryOptions({
    queryKey: [...messagesKeys.all, 'deliveries', page, size, status],
    queryFn: () =>
      unwrap(api.GET('/system/notice/deliveries', { params: { query: { current: page, size, status } } }), {
        hideMessage: true,
      }) as Promise<PageResult<NoticeDelivery>>,
    placeholderData: keepPreviousData,
  });

export const channelsQuery = () =>
  queryOptions({
    queryKey: [...messagesKeys.all, 'channels'],
    queryFn: () => unwrap(api.GET('/system/message-channel'), { hideMessage: true }) as Promise<MessageChannels>,
  });

export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: [...messagesKeys.all, 'role-options'],
    queryFn: () => unwrap(api.GET('/system/user/role-options'), { hideMessage: true }) as Promise<RoleOption[]>,
  });

export const departmentsQuery = () =>
  queryOptions({
    queryKey: [...messagesKeys.all, 'departments'],
    queryFn: () => unwrap(api.GET('/system/user/dept-tree'), { hideMessage: true }) as Promise<Department[]>,
  });

export const userOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...messagesKeys.all, 'user-options', keyword],
    queryFn: () =>
      unwrap(api.GET('/system/password/policy/user-options', { params: { query: { keyword: keyword || undefined } } }), {
        hideMessage: true,
      }) as Promise<UserOption[]>,
  });

function useMessagesMutation<A, R>(call: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: messagesKeys.all }) });
}

export function usePublishNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticePublish) => unwrap(api.POST('/system/notice/publish', { body })) as Promise<NoticePublication>,
    // The publisher may be a recipient: their header badge counts the notice at once.
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: messagesKeys.all }), client.invalidateQueries({ queryKey: noticeKeys.all })]),
  });
}
export const useRetryDeliveries = () =>
  useMessagesMutation((ids: number[]) => unwrap(api.POST('/system/notice/deliveries/retry', { body: { ids } })));

export const useSaveMail = () => useMessagesMutation((body: MailChannel) => unwrap(api.POST('/system/message-channel/mail', { body })));
export const useSaveWecom = () => useMessagesMutation((body: WecomChannel) => unwrap(api.POST('/system/message-channel/wecom', { body })));
export const useSaveDingtalk = () =>
  useMessagesMutation((body: DingtalkChannel) => unwrap(api.POST('/system/message-channel/dingtalk', { body })));

/** Tests answer success or the server's / API's words; they change nothing, so nothing is invalidated. */
export const useTestMail = () =>
  useMutation({
    mutationFn: (body: { settings: MailChannel; to: string }) =>
      unwrap(api.POST('/system/message-channel/mail/test', { body })) as Promise<ChannelTestResult>,
  });
export const useTestWecom = () =>
  useMutation({
    mutationFn: (body: { settings: WecomChannel; to: string }) =>
      unwrap(api.POST('/system/message-channel/wecom/test', { body })) as Promise<ChannelTestResult>,
  });
export const useTestDingtalk = () =>
  useMutation({
    mutationFn: (body: { settings: DingtalkChannel; to: string }) =>
      unwrap(api.POST('/system/message-channel/dingtalk/test', { body })) as Promise<ChannelTestResult>,
  });
