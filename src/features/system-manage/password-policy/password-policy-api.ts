// The password rules and the never-expire list: reads as query options, writes as mutations.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export type PasswordRules = components['schemas']['PasswordRules'];
export type UserOption = components['schemas']['UserOption'];

export const policyKeys = { all: ['system', 'password-policy'] as const };

export const passwordRulesQuery = () =>
  queryOptions({
    queryKey: [...policyKeys.all, 'rules'],
    queryFn: () => unwrap(api.GET('/system/password/policy'), { hideMessage: true }) as Promise<PasswordRules>,
  });

export const neverExpireQuery = () =>
  queryOptions({
    queryKey: [...policyKeys.all, 'never-expire'],
    queryFn: () => unwrap(api.GET('/system/password/policy/never-expire'), { hideMessage: true }) as Promise<UserOption[]>,
  });

export const userOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...policyKeys.all, 'user-options', keyword],
    queryFn: () =>
      unwrap(api.GET('/system/password/policy/user-options', { params: { query: { keyword: keyword || undefined } } }), {
        hideMessage: true,
      }) as Promise<UserOption[]>,
  });

function usePolicyMutation<A>(call: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: policyKeys.all }) });
}

export const useSaveRules = () => usePolicyMutation((body: PasswordRules) => unwrap(api.POST('/system/password/policy', { body })));

export const useSetNeverExpire = () =>
  usePolicyMutation((body: { userIds: number[]; neverExpires: boolean }) =>
    unwrap(api.POST('/system/password/policy/never-expire', { body })),
  );
