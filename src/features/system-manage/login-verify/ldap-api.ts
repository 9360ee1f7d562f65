// Directory (LDAP) login settings: read (password masked), save, the two tests, sync preview/import.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { settingsResource } from '../../../api/settings-resource.ts';
import type { components } from '../../../api/gen/arcana-system.ts';

export type LdapSettings = components['schemas']['LdapSettings'];
export type LdapTestResult = components['schemas']['LdapTestResult'];
export type LdapSyncRow = components['schemas']['LdapSyncRow'];
export type LdapSyncPreview = components['schemas']['LdapSyncPreview'];

export const ldapSettings = settingsResource({
  area: 'ldap',
  editCode: 'ldap:edit',
  read: () => api.GET('/system/ldap'),
  write: (body: LdapSettings) => api.POST('/system/ldap', { body }),
});

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
