// The password rules and the never-expire list: reads as query options, writes as mutations.
import { api, unwrap } from '../../../api/client.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import { readQuery } from '../../../api/read-query.ts';
import { settingsResource } from '../../../api/settings-resource.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export type PasswordRules = components['schemas']['PasswordRules'];
export type UserOption = components['schemas']['UserOption'];

export const passwordRules = settingsResource({
  area: 'passwordPolicy',
  editCode: 'password-policy:edit',
  read: () => api.GET('/system/password/policy'),
  write: (body: PasswordRules) => api.POST('/system/password/policy', { body }),
});

export const neverExpireQuery = () => readQuery(['passwordPolicy', 'never-expire'], () => api.GET('/system/password/policy/never-expire'));

/** The users page shows each account's never-expire flag: it refreshes too. */
export const useSetNeverExpire = () =>
  useInvalidatingMutation(
    (body: { userIds: number[]; neverExpires: boolean }) => unwrap(api.POST('/system/password/policy/never-expire', { body })),
    ['passwordPolicy', 'users'],
  );
