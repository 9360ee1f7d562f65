// Every database read and write of the directory (LDAP) settings page besides the accounts it
// creates and updates (server/ldap/provision.ts): the settings and the accounts a sync disables.
import type { Db } from '../../../db/open.ts';
import type { Tx } from '../../../db/transaction.ts';
import { getSetting, putSetting, type LdapSettings } from '../../../db/settings.ts';

export const ldapSettings = (db: Db) => getSetting(db, 'ldap');

export const putLdapSettings = (tx: Tx, next: LdapSettings) => putSetting(tx, 'ldap', next);
