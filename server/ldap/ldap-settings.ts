// The directory (LDAP) settings document (settings key `ldap`), read by directory login and sync
// and written by the LDAP section of the login verification page (services/system/ldap/). Its
// bind password is stored encrypted (secrets/stored-secrets.ts).
import type { components } from '../gen/arcana-system.ts';
import { defineSetting } from '../settings/settings-store.ts';

type SystemSchemas = components['schemas'];

/** Directory (LDAP) login (the LDAP section of the login verification page). */
export type LdapSettings = SystemSchemas['LdapSettings'];

export const DEFAULT_LDAP: LdapSettings = {
  enabled: false,
  host: '',
  port: 389,
  ssl: false,
  bindDn: '',
  bindPassword: '',
  userBaseDn: '',
  userFilter: '(objectClass=person)',
  usernameAttribute: 'sAMAccountName',
  searchKeys: 'CN,sAMAccountName',
  attributeMapping: [
    { userAttribute: 'realName', sourceAttribute: 'displayName' },
    { userAttribute: 'email', sourceAttribute: 'mail' },
    { userAttribute: 'phone', sourceAttribute: 'telephoneNumber' },
  ],
  defaultDeptId: null,
};

declare module '../settings/settings-store.ts' {
  interface SettingsShape {
    ldap: LdapSettings;
  }
}

defineSetting('ldap', DEFAULT_LDAP);
