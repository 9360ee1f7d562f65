// The signed-in user's notices: the header's unread badge and the latest notices (spec section 9:
// only the last three months, which the server applies), with mark read and mark all read.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../api/mutation.ts';
import type { components } from '../../api/gen/arcana-system.ts';

export type MyNotice = components['schemas']['MyNotice'];

/** Polled so a notice published meanwhile shows without a reload. */
export const UNREAD_POLL_MS = 30_000;

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.notices, 'unread'],
    queryFn: () => unwrap(api.GET('/desk/notice/unread-count'), { hideMessage: true }),
    refetchInterval: UNREAD_POLL_MS,
  });

/** How many of the latest notices the bell lists (the rest are one click away in the notices page). */
const LATEST_NOTICES = 10;

export const latestNoticesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.notices, 'latest'],
    queryFn: () => unwrap(api.GET('/desk/notice/page', { params: { query: { current: 1, size: LATEST_NOTICES } } }), { hideMessage: true }),
  });

const useNoticeMutation = <A>(call: (arg: A) => Promise<unknown>) => useInvalidatingMutation(call, ['notices']);

export const useMarkRead = () => useNoticeMutation((ids: number[]) => unwrap(api.POST('/desk/notice/read', { body: { ids } })));
export const useMarkAllRead = () => useNoticeMutation(() => unwrap(api.POST('/desk/notice/read-all')));
