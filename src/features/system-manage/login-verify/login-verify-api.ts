// Login verification settings and the locked accounts.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import type { PageResult } from '../../../api/paging.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

export type LoginVerification = components['schemas']['LoginVerification'];
export type LockedAccount = components['schemas']['LockedAccount'];

export const loginVerifyKeys = { all: ['system', 'login-verify'] as const };

export const loginVerificationQuery = () =>
  queryOptions({
    queryKey: [...loginVerifyKeys.all, 'settings'],
    queryFn: () => unwrap(api.GET('/system/login-verify'), { hideMessage: true }) as Promise<LoginVerification>,
  });

export const lockedAccountsQuery = (s: ListState<never>) =>
  queryOptions({
    queryKey: [...loginVerifyKeys.all, 'locked', s],
    queryFn: () =>
      unwrap(
        api.GET('/system/login-verify/locked', { params: { query: { current: s.page, size: s.size, keyword: s.keyword || undefined } } }),
        { hideMessage: true },
      ) as Promise<PageResult<LockedAccount>>,
    placeholderData: keepPreviousData,
  });

function useLoginVerifyMutation<A>(call: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: loginVerifyKeys.all }) });
}

export const useSaveLoginVerification = () =>
  useLoginVerifyMutation((body: LoginVerification) => unwrap(api.POST('/system/login-verify', { body })));
export const useUnlockAccounts = () =>
  useLoginVerifyMutation((ids: number[]) => unwrap(api.POST('/system/login-verify/unlock', { body: { ids } })));
