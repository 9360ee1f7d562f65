// The password rules and the never-expire list: reads as query options, writes as mutations.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export type PasswordRules = components['schemas']['PasswordRules'];
export type UserOption = components['schemas']['UserOption'];

export const passwordRulesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.passwordPolicy, 'rules'],
    queryFn: () => unwrap(api.GET('/system/password/policy'), { hideMessage: true }),
  });

export const neverExpireQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.passwordPolicy, 'never-expire'],
    queryFn: () => unwrap(api.GET('/system/password/policy/never-expire'), { hideMessage: true }),
  });

const usePolicyMutation = <A>(call: (arg: A) => Promise<unknown>) => useInvalidatingMutation(call, ['passwordPolicy']);

export const useSaveRules = () => usePolicyMutation((body: PasswordRules) => unwrap(api.POST('/system/password/policy', { body })));

/** The users page shows each account's never-expire flag: it refreshes too. */
export const useSetNeverExpire = () =>
  useInvalidatingMutation(
    (body: { userIds: number[]; neverExpires: boolean }) => unwrap(api.POST('/system/password/policy/never-expire', { body })),
    ['passwordPolicy', 'users'],
  );
