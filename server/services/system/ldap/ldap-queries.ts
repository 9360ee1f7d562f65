// Every database read and write of the directory (LDAP) settings page besides the accounts it
// creates and updates (server/ldap/provision.ts): the settings and the accounts a sync disables.
import type { Db } from '../../../db/open.ts';
import type { Tx } from '../../../db/transaction.ts';
import { getSetting, putSetting } from '../../../settings/settings-store.ts';
import type { LdapSettings } from '../../../ldap/ldap-settings.ts';
import '../../../ldap/ldap-settings.ts';

export const ldapSettings = (db: Db) => getSetting(db, 'ldap');

export const putLdapSettings = (tx: Tx, next: LdapSettings) => putSetting(tx, 'ldap', next);
