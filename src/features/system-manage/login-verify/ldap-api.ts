// Directory (LDAP) login settings: read (password masked), save, the two tests, sync preview/import.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { settingsResource, type SettingsBody } from '../../../api/settings-resource.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export const ldapSettings = settingsResource('ldap', 'ldap:edit', '/system/ldap');
export type LdapSettings = SettingsBody<typeof ldapSettings>;
type Schemas = components['schemas'];
export type LdapTestResult = Schemas['LdapTestResult'];
export type LdapSyncRow = Schemas['LdapSyncRow'];
export type LdapSyncPreview = Schemas['LdapSyncPreview'];

/** A failed test is an answer (ok: false, with its stage), not an error. */
export const useLdapConnectionTest = () =>
  useMutation({ mutationFn: (body: LdapSettings) => unwrap(api.POST('/system/ldap/test/connection', { body })) });

export const useLdapAccountTest = () =>
  useMutation({
    mutationFn: (body: { settings: LdapSettings; username: string; password: string }) =>
      unwrap(api.POST('/system/ldap/test/account', { body })),
  });

export const useLdapSyncPreview = () => useMutation({ mutationFn: () => unwrap(api.POST('/system/ldap/sync/preview')) });

export const useLdapImport = () =>
  useMutation({ mutationFn: (usernames: string[]) => unwrap(api.POST('/system/ldap/sync/import', { body: { usernames } })) });
