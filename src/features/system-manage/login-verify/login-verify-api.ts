// Login verification settings and the locked accounts.
import { api, unwrap } from '../../../api/client.ts';
import { pageParams, pageQuery } from '../../../api/read-query.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import { settingsResource, type SettingsBody } from '../../../api/settings-resource.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

export const loginVerification = settingsResource('loginVerify', 'login-verify:edit', '/system/login-verify');
export type LoginVerification = SettingsBody<typeof loginVerification>;
export type LockedAccount = components['schemas']['LockedAccount'];

export const lockedAccountsQuery = (s: ListState<never>) =>
  pageQuery(['loginVerify', 'locked', s], () => api.GET('/system/login-verify/locked', { params: { query: pageParams(s) } }));

export const useUnlockAccounts = () =>
  useInvalidatingMutation((ids: number[]) => unwrap(api.POST('/system/login-verify/unlock', { body: { ids } })), ['loginVerify']);
