// The users page's calls: reads as query options, writes as mutations refreshing every users
// query; file calls (template, export) download a blob, import sends the file as base64.
import { api, unwrap } from '../../../api/client.ts';
import { enabledParam, pageParams, pageQuery, readQuery, sortParams } from '../../../api/read-query.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import type { UsersSearch } from './use-users-search.ts';

export type User = components['schemas']['UserRow'];
export type UserCreate = components['schemas']['UserCreate'];
export type UserUpdate = components['schemas']['UserUpdate'];
export type UserImportResult = components['schemas']['UserImportResult'];
export type FileFormat = 'csv' | 'xlsx';

/** The list's filters in the contract's names (the export takes the same). */
export const userFilters = (s: UsersSearch) => ({
  keyword: s.keyword || undefined,
  status: enabledParam(s.filters.status),
  deptId: s.filters.deptId ? Number(s.filters.deptId) : undefined,
});

const SORTABLE = ['username', 'realName', 'createdAt'] as const;

export const usersPageQuery = (s: UsersSearch) =>
  pageQuery(['users', 'page', s], () =>
    api.GET('/system/user/page', { params: { query: { ...pageParams(s), ...userFilters(s), ...sortParams(s.sort, SORTABLE) } } }),
  );

export const userQuery = (id: number) =>
  readQuery(['users', 'detail', id], () => api.GET('/system/user/detail', { params: { query: { id } } }));

export const userAuthorityQuery = (id: number) =>
  readQuery(['users', 'authority', id], () => api.GET('/system/user/authority', { params: { query: { id } } }));

const useUsersMutation = <A, R>(call: (arg: A) => Promise<R>) => useInvalidatingMutation(call, ['users']);

export const useCreateUser = () => useUsersMutation((body: UserCreate) => unwrap(api.POST('/system/user/add', { body })));
export const useUpdateUser = () => useUsersMutation((body: UserUpdate) => unwrap(api.POST('/system/user/update', { body })));
export const useUsersStatus = () =>
  useUsersMutation(({ ids, status }: { ids: number[]; status: 0 | 1 }) =>
    unwrap(api.POST('/system/user/status', { body: { ids, status } })),
  );
export const useDeleteUsers = () => useUsersMutation((ids: number[]) => unwrap(api.POST('/system/user/remove', { body: { ids } })));
export const useUnlockUsers = () => useUsersMutation((ids: number[]) => unwrap(api.POST('/system/user/unlock', { body: { ids } })));
export const useResetPassword = () =>
  useUsersMutation(({ id, password }: { id: number; password?: string }) =>
    unwrap(api.POST('/system/user/reset-password', { body: { id, ...(password ? { password } : {}) } })),
  );
/** Directory account to local (a password is generated and shown once) or back (`ldap`). */
export const useSetPasswordSource = () =>
  useUsersMutation(({ id, source }: { id: number; source: 'local' | 'ldap' }) =>
    unwrap(api.POST('/system/user/password-source', { body: { id, source } })),
  );
export const useImportUsers = () =>
  useUsersMutation((body: components['schemas']['UserImportRequest']) => unwrap(api.POST('/system/user/import', { body })));

/** Saves a blob under `name` through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadTemplate(format: FileFormat): Promise<void> {
  const blob = await unwrap(api.GET('/system/user/import-template', { params: { query: { format } }, parseAs: 'blob' }));
  saveBlob(blob, `users-template.${format}`);
}

export async function downloadExport(format: FileFormat, s: UsersSearch): Promise<void> {
  const blob = await unwrap(api.GET('/system/user/export', { params: { query: { format, ...userFilters(s) } }, parseAs: 'blob' }));
  saveBlob(blob, `users-${new Date().toISOString().slice(0, 10)}.${format}`);
}

/** A file's bytes as base64 (the import body). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const base64ToBlob = (content: string, type: string) => new Blob([Uint8Array.from(atob(content), (c) => c.charCodeAt(0))], { type });
