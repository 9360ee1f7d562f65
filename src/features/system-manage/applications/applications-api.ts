// Calls of application management: the admin list, overview, groups, detail, settings, and the
// writes (register, edit, status, delete, distribute, groups, settings, image upload).
import { MAX_PAGE_SIZE } from '../../../api/paging.ts';
import { queryOptions } from '@tanstack/react-query';
import { enabledParam, pageParams, pageQuery, readQuery } from '../../../api/read-query.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import { settingsResource, type SettingsBody } from '../../../api/settings-resource.ts';
import type { AppsSearch } from './use-apps-search.ts';

export type AdminApp = components['schemas']['AdminApp'];
export type App = components['schemas']['App'];
export type AppForm = components['schemas']['AppForm'];
export type AppGroup = components['schemas']['AppGroup'];
export type AppDistribution = components['schemas']['AppDistribution'];
export type { ImageKind } from '../shared/upload-image.ts';

const num = (v: string) => (v === '' ? undefined : Number(v));

export const appsPageQuery = (s: AppsSearch) =>
  pageQuery(['apps', 'page', s], () =>
    api.GET('/system/app/list/by', {
      params: { query: { ...pageParams(s), groupId: num(s.filters.groupId), state: enabledParam(s.filters.state) } },
    }),
  );

export const appOverviewQuery = () => readQuery(['apps', 'overview'], () => api.GET('/system/app/overview'));

export const appGroupsQuery = () => readQuery(['apps', 'groups'], () => api.GET('/system/app/category/list'));

export const appDetailQuery = (id: number) =>
  readQuery(['apps', 'detail', id], () => api.GET('/system/app/manage/detail', { params: { query: { id } } }));

export const appSettings = settingsResource('apps', 'app:settings', '/system/app/manage/settings');
export type AppPlatformSettings = SettingsBody<typeof appSettings>;

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
