// The user's enabled applications (GET /system/app/list?status=1): one query, one cache, read by
// home (cards, favourites) and by the micro-app host (lookup by path, idle prefetch). A change
// such as a favourite invalidates it once for both.
import { queryOptions } from '@tanstack/react-query';
import type { components } from './gen/arcana-system.ts';
import { api, unwrap } from './client.ts';
import { queryClient } from './query-client.ts';

export type UserApp = components['schemas']['App'];

export const enabledAppsQuery = () =>
  queryOptions({
    queryKey: ['system', 'apps', 'enabled'] as const,
    queryFn: () => unwrap(api.GET('/system/app/list', { params: { query: { status: 1 } } }), { hideMessage: true }).then((d) => d ?? []),
  });

/** Outside React (prefetch, the default-app check): the cached list, or one fetch. */
export const loadEnabledApps = (): Promise<UserApp[]> => queryClient.query(enabledAppsQuery());
