// The organisation page's writes (departments); its list is the pickers' departments query (api/options.ts).
// Writes refresh the department queries and the users queries (the users page shows department
// names, trees and inherited roles).
import { api, unwrap } from '../../../api/client.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export type DepartmentInput = components['schemas']['DepartmentInput'];
export type DepartmentUpdate = components['schemas']['DepartmentUpdate'];

const useDeptMutation = <A, R>(call: (arg: A) => Promise<R>) => useInvalidatingMutation(call, ['departments', 'users']);

export const useCreateDepartment = () => useDeptMutation((body: DepartmentInput) => unwrap(api.POST('/system/dept/add', { body })));
export const useUpdateDepartment = () => useDeptMutation((body: DepartmentUpdate) => unwrap(api.POST('/system/dept/update', { body })));
export const useMoveDepartment = () =>
  useDeptMutation((body: { id: number; parentId: number | null }) => unwrap(api.POST('/system/dept/move', { body })));
export const useDeleteDepartment = () => useDeptMutation((id: number) => unwrap(api.POST('/system/dept/remove', { body: { id } })));
