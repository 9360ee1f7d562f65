// Calls of menu management: the applications to choose from, one application's tree, and writes.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { MAX_PAGE_SIZE } from '../../../api/paging.ts';
import { readQuery } from '../../../api/read-query.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';

export type MenuEntry = components['schemas']['MenuEntry'];
export type MenuForm = components['schemas']['MenuForm'];

export const menuAppsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.menus, 'apps'],
    queryFn: () =>
      unwrap(api.GET('/system/app/list/by', { params: { query: { size: MAX_PAGE_SIZE } } }), { hideMessage: true }).then((d) => d.records),
  });

export const menuTreeQuery = (appCode: string) =>
  readQuery(['menus', 'tree', appCode], () => api.GET('/system/menu/tree', { params: { query: { appCode } } }));

const useMenusWrite = <A>(fn: (arg: A) => Promise<unknown>) => useInvalidatingMutation(fn, ['menus']);

export const useSaveMenu = () =>
  useMenusWrite((body: MenuForm) =>
    body.id ? unwrap(api.POST('/system/menu/update', { body })) : unwrap(api.POST('/system/menu/submit', { body })),
  );
export const useRemoveMenu = () => useMenusWrite((id: number) => unwrap(api.POST('/system/menu/remove', { params: { query: { id } } })));
