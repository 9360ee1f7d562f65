// Login verification settings and the locked accounts.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { pageParams, pageQuery } from '../../../api/read-query.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

export type LoginVerification = components['schemas']['LoginVerification'];
export type LockedAccount = components['schemas']['LockedAccount'];

export const loginVerificationQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.loginVerify, 'settings'],
    queryFn: () => unwrap(api.GET('/system/login-verify'), { hideMessage: true }),
  });

export const lockedAccountsQuery = (s: ListState<never>) =>
  pageQuery(['loginVerify', 'locked', s], () => api.GET('/system/login-verify/locked', { params: { query: pageParams(s) } }));

const useLoginVerifyMutation = <A>(call: (arg: A) => Promise<unknown>) => useInvalidatingMutation(call, ['loginVerify']);

export const useSaveLoginVerification = () =>
  useLoginVerifyMutation((body: LoginVerification) => unwrap(api.POST('/system/login-verify', { body })));
export const useUnlockAccounts = () =>
  useLoginVerifyMutation((ids: number[]) => unwrap(api.POST('/system/login-verify/unlock', { body: { ids } })));
