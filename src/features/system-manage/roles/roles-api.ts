// Reads (query options) and writes (mutations) of the roles area, over the one client.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import type { PageResult } from '../../../api/paging.ts';
import type { RolesSearch } from './use-roles-search.ts';

export type Role = components['schemas']['RoleRow'];
export type RoleInput = components['schemas']['RoleInput'];
export type RoleAuthority = components['schemas']['RoleAuthority'];
export type RoleAuthoritySubmit = components['schemas']['RoleAuthoritySubmit'];
export type AuthorityOptions = components['schemas']['RoleAuthorityOptions'];
export type AuthorityNode = components['schemas']['AuthorityNode'];
export type DataScopeRule = components['schemas']['DataScopeRule'];
export type BoundUser = components['schemas']['RoleBoundUser'];
export type BoundDepartment = components['schemas']['RoleBoundDepartment'];

export const rolesKeys = { all: ['system', 'roles'] as const };

export const rolesPageQuery = (s: RolesSearch) =>
  queryOptions({
    queryKey: [...rolesKeys.all, 'page', s],
    queryFn: () =>
      unwrap(
        api.GET('/system/role/list', {
          params: {
            query: {
              current: s.page,
              size: s.size,
              keyword: s.keyword || undefined,
              status: s.filters.status === '1' ? 1 : s.filters.status === '0' ? 0 : undefined,
            },
          },
        }),
        { hideMessage: true },
      ) as Promise<PageResult<Role>>,
    placeholderData: keepPreviousData,
  });

export const roleQuery = (id: number) =>
  queryOptions({
    queryKey: [...rolesKeys.all, 'detail', id],
    queryFn: () => unwrap(api.GET('/system/role/detail', { params: { query: { id } } }), { hideMessage: true }) as Promise<Role>,
  });

export const roleAuthorityQuery = (id: number) =>
  queryOptions({
    queryKey: [...rolesKeys.all, 'authority', id],
    queryFn: () =>
      unwrap(api.GET('/system/role/authority', { params: { query: { id } } }), { hideMessage: true }) as Promise<RoleAuthority>,
    staleTime: 0,
  });

export const authorityOptionsQuery = () =>
  queryOptions({
    queryKey: [...rolesKeys.all, 'authority-options'],
    queryFn: () => unwrap(api.GET('/system/role/authority/options'), { hideMessage: true }) as Promise<AuthorityOptions>,
  });

export const roleUsersQuery = (roleId: number, s: { page: number; size: number; keyword: string }) =>
  queryOptions({
    queryKey: [...rolesKeys.all, 'users', roleId, s],
    queryFn: () =>
      unwrap(
        api.GET('/system/role/users', { params: { query: { roleId, current: s.page, size: s.size, keyword: s.keyword || undefined } } }),
        { hideMessage: true },
      ) as Promise<PageResult<BoundUser>>,
    placeholderData: keepPreviousData,
  });

export const roleUserCandidatesQuery = (roleId: number, keyword: string) =>
  queryOptions({
    queryKey: [...rolesKeys.all, 'candidates', roleId, keyword],
    queryFn: () =>
      unwrap(api.GET('/system/role/users/candidates', { params: { query: { roleId, keyword: keyword || undefined } } }), {
        hideMessage: true,
      }) as Promise<BoundUser[]>,
  });

export const roleDepartmentsQuery = (roleId: number) =>
  queryOptions({
    queryKey: [...rolesKeys.all, 'departments', roleId],
    queryFn: () =>
      unwrap(api.GET('/system/role/departments', { params: { query: { roleId } } }), { hideMessage: true }) as Promise<BoundDepartment[]>,
  });

/** A write of this area: toasts its failure, refreshes every roles query on success. */
function useRoleWrite<A>(write: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: rolesKeys.all }) });
}

export const useSaveRole = () =>
  useRoleWrite((body: RoleInput) =>
    body.id ? unwrap(api.POST('/system/role/update', { body: { ...body, id: body.id } })) : unwrap(api.POST('/system/role/add', { body })),
  );
export const useSetRoleStatus = () =>
  useRoleWrite((body: { id: number; status: 0 | 1 }) => unwrap(api.POST('/system/role/status', { body })));
export const useDeleteRole = () => useRoleWrite((id: number) => unwrap(api.POST('/system/role/remove', { body: { id } })));
export const useSaveAuthority = () =>
  useRoleWrite((body: RoleAuthoritySubmit) => unwrap(api.POST('/system/role/authority/submit', { body })));
export const useBindUsers = () =>
  useRoleWrite((body: { roleId: number; userIds: number[]; bound: boolean }) => unwrap(api.POST('/system/role/users/bind', { body })));
export const useBindDepartments = () =>
  useRoleWrite((body: { roleId: number; deptIds: number[]; bound: boolean }) =>
    unwrap(api.POST('/system/role/departments/bind', { body })),
  );

/** Asked right before a delete, so the confirmation names the current numbers. */
export const fetchRoleUsage = (id: number) =>
  unwrap(api.GET('/system/role/usage', { params: { query: { id } } })) as Promise<{ users: number; departments: number }>;
