// The lists every picker reads (openapi/system/options.yaml), one query each under its area's key,
// so the writes of that area refresh every picker at once: department writes invalidate
// `departments` (the organisation page, the users page's tree and form, LDAP's default department,
// a notice's recipients), role writes `roles`, user writes and role bindings `users`.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { components, operations } from './gen/arcana-system.ts';

export type Department = components['schemas']['Department'];
export type RoleOption = components['schemas']['RoleOption'];
/** One account of the users list (inline in the contract: it bounds no form). */
export type UserPickerOption = operations['listUserOptions']['responses'][200]['content']['application/json']['data'][number];
/** Narrows the users list: `notInRole` (binding candidates), `source`, `status`. */
export type UserOptionFilter = Omit<NonNullable<operations['listUserOptions']['parameters']['query']>, 'keyword'>;

// A failed list shows where it is picked from (or as the tree's error with Retry), not as a toast.
const quiet = { hideMessage: true };

/** Every department, flat, with the caller's per-item refusals. */
export const departmentOptionsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.departments, 'options'],
    queryFn: () => unwrap(api.GET('/system/options/departments'), quiet),
  });

/** Every role, each saying whether the caller may grant it. */
export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.roles, 'options'],
    queryFn: () => unwrap(api.GET('/system/options/roles'), quiet),
  });

/** Users matching `keyword` (at most 20) inside the caller's data scope. */
export const userOptionsQuery = (keyword: string, filter: UserOptionFilter = {}) =>
  queryOptions({
    queryKey: [...queryKeys.users, 'options', keyword, filter],
    queryFn: () => unwrap(api.GET('/system/options/users', { params: { query: { keyword: keyword || undefined, ...filter } } }), quiet),
  });
