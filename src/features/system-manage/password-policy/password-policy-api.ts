// The password rules and the never-expire list: reads as query options, writes as mutations.
import { api, unwrap } from '../../../api/client.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import { readQuery } from '../../../api/read-query.ts';
import { settingsResource, type SettingsBody } from '../../../api/settings-resource.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export const passwordRules = settingsResource('passwordPolicy', 'password-policy:edit', '/system/password/policy');
export type PasswordRules = SettingsBody<typeof passwordRules>;
export type UserOption = components['schemas']['UserOption'];

export const neverExpireQuery = () => readQuery(['passwordPolicy', 'never-expire'], () => api.GET('/system/password/policy/never-expire'));

/** The users page shows each account's never-expire flag: it refreshes too. */
export const useSetNeverExpire = () =>
  useInvalidatingMutation(
    (body: { userIds: number[]; neverExpires: boolean }) => unwrap(api.POST('/system/password/policy/never-expire', { body })),
    ['passwordPolicy', 'users'],
  );
