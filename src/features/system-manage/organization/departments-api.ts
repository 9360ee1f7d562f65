// The departments page's calls. Writes refresh the department queries and the users queries
// (the users page shows department names, trees and inherited roles).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export type DepartmentInput = components['schemas']['DepartmentInput'];
export type DepartmentUpdate = components['schemas']['DepartmentUpdate'];

export const departmentsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.departments, 'tree'],
    queryFn: () => unwrap(api.GET('/system/dept/tree'), { hideMessage: true }),
  });

export const deptRoleOptionsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.departments, 'role-options'],
    queryFn: () => unwrap(api.GET('/system/dept/role-options'), { hideMessage: true }),
  });

const useDeptMutation = <A, R>(call: (arg: A) => Promise<R>) => useInvalidatingMutation(call, ['departments', 'users']);

export const useCreateDepartment = () => useDeptMutation((body: DepartmentInput) => unwrap(api.POST('/system/dept/add', { body })));
export const useUpdateDepartment = () => useDeptMutation((body: DepartmentUpdate) => unwrap(api.POST('/system/dept/update', { body })));
export const useMoveDepartment = () =>
  useDeptMutation((body: { id: number; parentId: number | null }) => unwrap(api.POST('/system/dept/move', { body })));
export const useDeleteDepartment = () => useDeptMutation((id: number) => unwrap(api.POST('/system/dept/remove', { body: { id } })));
