// Reads (query options) and writes (mutations) of the roles area, over the one client.
import { api, unwrap } from '../../../api/client.ts';
import { pageParams, pageQuery, readQuery, statusPageParams } from '../../../api/read-query.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';
import type { RolesSearch } from './use-roles-search.ts';
import type { RoleAuthoritySubmit, RoleInput } from '../../../api/gen/schemas.ts';

export type {
  RoleRow as Role,
  RoleInput,
  RoleAuthority,
  RoleAuthoritySubmit,
  RoleAuthorityOptions as AuthorityOptions,
  AuthorityNode,
  DataScopeRule,
  RoleBoundUser as BoundUser,
  RoleBoundDepartment as BoundDepartment,
} from '../../../api/gen/schemas.ts';

export const rolesPageQuery = (s: RolesSearch) =>
  pageQuery(['roles', 'page', s], () => api.GET('/system/role/list', { params: { query: statusPageParams(s) } }));

export const roleQuery = (id: number) =>
  readQuery(['roles', 'detail', id], () => api.GET('/system/role/detail', { params: { query: { id } } }));

export const roleAuthorityQuery = (id: number) => ({
  ...readQuery(['roles', 'authority', id], () => api.GET('/system/role/authority', { params: { query: { id } } })),
  staleTime: 0,
});

export const authorityOptionsQuery = () => readQuery(['roles', 'authority-options'], () => api.GET('/system/role/authority/options'));

export const roleUsersQuery = (roleId: number, s: ListState<never>) =>
  pageQuery(['roles', 'users', roleId, s], () => api.GET('/system/role/users', { params: { query: { roleId, ...pageParams(s) } } }));

export const roleDepartmentsQuery = (roleId: number) =>
  readQuery(['roles', 'departments', roleId], () => api.GET('/system/role/departments', { params: { query: { roleId } } }));

/** A write of this area: toasts its failure, refreshes every roles query on success. */
const useRoleWrite = <A>(write: (arg: A) => Promise<unknown>) => useInvalidatingMutation(write, ['roles']);

export const useSaveRole = () =>
  useRoleWrite((body: RoleInput) =>
    body.id ? unwrap(api.POST('/system/role/update', { body: { ...body, id: body.id } })) : unwrap(api.POST('/system/role/add', { body })),
  );
export const useSetRoleStatus = () =>
  useRoleWrite((body: { id: number; status: 0 | 1 }) => unwrap(api.POST('/system/role/status', { body })));
export const useDeleteRole = () => useRoleWrite((id: number) => unwrap(api.POST('/system/role/remove', { body: { id } })));
export const useSaveAuthority = () =>
  useRoleWrite((body: RoleAuthoritySubmit) => unwrap(api.POST('/system/role/authority/submit', { body })));
// A binding changes the users' roles (the users page, the binding candidates of the pickers) and a
// department binding the departments' default roles.
export const useBindUsers = () =>
  useInvalidatingMutation(
    (body: { roleId: number; userIds: number[]; bound: boolean }) => unwrap(api.POST('/system/role/users/bind', { body })),
    ['roles', 'users'],
  );
export const useBindDepartments = () =>
  useInvalidatingMutation(
    (body: { roleId: number; deptIds: number[]; bound: boolean }) => unwrap(api.POST('/system/role/departments/bind', { body })),
    ['roles', 'departments', 'users'],
  );

/** Asked right before a delete, so the confirmation names the current numbers. */
export const fetchRoleUsage = (id: number) => unwrap(api.GET('/system/role/usage', { params: { query: { id } } }));
