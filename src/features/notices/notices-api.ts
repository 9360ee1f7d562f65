// The signed-in user's notices: the header's unread badge and the latest notices (spec section 9:
// only the last three months, which the server applies), with mark read and mark all read.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/gen/arcana-system.ts';
import type { PageResult } from '../../api/paging.ts';
import { noticeKeys } from '../../api/notice-keys.ts';

export type MyNotice = components['schemas']['MyNotice'];

/** Polled so a notice published meanwhile shows without a reload. */
export const UNREAD_POLL_MS = 30_000;

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: [...noticeKeys.all, 'unread'],
    queryFn: () => unwrap(api.GET('/desk/notice/unread-count'), { hideMessage: true }),
    refetchInterval: UNREAD_POLL_MS,
  });

export const latestNoticesQuery = () =>
  queryOptions({
    queryKey: [...noticeKeys.all, 'latest'],
    queryFn: () =>
      unwrap(api.GET('/desk/notice/page', { params: { query: { current: 1, size: 10 } } }), { hideMessage: true }) as Promise<
        PageResult<MyNotice>
      >,
  });

function useNoticeMutation<A>(call: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }) });
}

export const useMarkRead = () => useNoticeMutation((ids: number[]) => unwrap(api.POST('/desk/notice/read', { body: { ids } })));
export const useMarkAllRead = () => useNoticeMutation(() => unwrap(api.POST('/desk/notice/read-all')));
