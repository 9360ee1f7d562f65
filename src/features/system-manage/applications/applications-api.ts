// Calls of application management: the admin list, overview, groups, detail, settings, and the
// writes (register, edit, status, delete, distribute, groups, settings, image upload).
import { MAX_PAGE_SIZE } from '../../../api/paging.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { AppsSearch } from './use-apps-search.ts';

export type AdminApp = components['schemas']['AdminApp'];
export type App = components['schemas']['App'];
export type AppForm = components['schemas']['AppForm'];
export type AppGroup = components['schemas']['AppGroup'];
export type AppDistribution = components['schemas']['AppDistribution'];
export type AppPlatformSettings = components['schemas']['AppPlatformSettings'];
export { uploadImage, type ImageKind } from '../shared/upload-image.ts';

const num = (v: string) => (v === '' ? undefined : Number(v));

export const appsPageQuery = (s: AppsSearch) =>
  queryOptions({
    queryKey: [...queryKeys.apps, 'page', s],
    queryFn: () =>
      unwrap(
        api.GET('/system/app/list/by', {
          params: {
            query: {
              current: s.page,
              size: s.size,
              keyword: s.keyword || undefined,
              groupId: num(s.filters.groupId),
              state: num(s.filters.state) as 0 | 1 | undefined,
            },
          },
        }),
        { hideMessage: true },
      ),
    placeholderData: keepPreviousData,
  });

export const appOverviewQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.apps, 'overview'],
    queryFn: () => unwrap(api.GET('/system/app/overview'), { hideMessage: true }),
  });

export const appGroupsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.apps, 'groups'],
    queryFn: () => unwrap(api.GET('/system/app/category/list'), { hideMessage: true }).then((d) => d ?? []),
  });

export const appDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.apps, 'detail', id],
    queryFn: () => unwrap(api.GET('/system/app/manage/detail', { params: { query: { id } } }), { hideMessage: true }),
  });

export const appSettingsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.apps, 'settings'],
    queryFn: () => unwrap(api.GET('/system/app/manage/settings'), { hideMessage: true }),
  });

/** Every application (for the default-app choice): the first page of the admin list at the largest size. */
export const allAppsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.apps, 'all'],
    queryFn: () =>
      unwrap(api.GET('/system/app/list/by', { params: { query: { size: MAX_PAGE_SIZE } } }), { hideMessage: true }).then((d) => d.records),
  });

export const generateAppCode = () => unwrap(api.GET('/system/app/code/get'));

const useAppsWrite = <A>(fn: (arg: A) => Promise<unknown>) => useInvalidatingMutation(fn, ['apps']);

export const useSaveApp = () =>
  useAppsWrite((body: AppForm) =>
    body.id ? unwrap(api.POST('/system/app/update', { body })) : unwrap(api.POST('/system/app/submit', { body })),
  );
export const useAppStatus = () =>
  useAppsWrite(({ id, state }: { id: number; state: 0 | 1 }) =>
    unwrap(api.POST('/system/app/modify/status', { params: { query: { id, state } } })),
  );
export const useRemoveApp = () => useAppsWrite((id: number) => unwrap(api.POST('/system/app/remove', { params: { query: { id } } })));
export const useDistributeApp = () => useAppsWrite((body: AppDistribution) => unwrap(api.POST('/system/app/distribute/submit', { body })));
export const useSaveGroups = () =>
  useAppsWrite((groups: components['schemas']['AppGroupBatch']['groups']) =>
    unwrap(api.POST('/system/app/category/batch/submit', { body: { groups } })),
  );
export const useSaveAppSettings = () =>
  useAppsWrite((body: AppPlatformSettings) => unwrap(api.POST('/system/app/manage/settings', { body })));
