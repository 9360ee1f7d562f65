// The two tests of the LDAP settings and the directory half of an LDAP login. Each runs the
// stages in order and stops at the first failure, which it names (LdapStageError).
import type { LdapSettings } from './ldap-settings.ts';
import { Directory, LdapStageError, bindAsUser, loginFilter, searchKeysOf, userFilterOf } from './directory.ts';
import { checkMapping, mapEntry, type DirectoryUser } from './mapping.ts';

/** Connect, bind as the service account, search the base DN with the user filter, check the mapping. */
export async function connectionTest(s: LdapSettings): Promise<{ matched: number }> {
  const filter = userFilterOf(s);
  const directory = await Directory.open(s);
  try {
    const entries = await directory.search(filter);
    if (!entries.length) throw new LdapStageError('search', 'ldapNoUsers', { dn: s.userBaseDn, filter: s.userFilter || '(objectClass=*)' });
    checkMapping(entries, s);
    return { matched: entries.length };
  } finally {
    await directory.close();
  }
}

/** The one directory user `username` names by the search keys (search stage when none or several). */
async function findUser(directory: Directory, s: LdapSettings, username: string): Promise<DirectoryUser> {
  const entries = await directory.search(loginFilter(s, username));
  if (!entries.length) {
    throw new LdapStageError('search', 'ldapUserNotFound', { username: username.slice(0, 80), keys: searchKeysOf(s).join(', ') });
  }
  if (entries.length > 1)
    throw new LdapStageError('search', 'ldapUserAmbiguous', { username: username.slice(0, 80), count: entries.length });
  return mapEntry(entries[0]!, s);
}

/** Find the user, then bind as them with their password (bind stage when refused). */
export async function accountTest(s: LdapSettings, username: string, password: string): Promise<DirectoryUser> {
  const directory = await Directory.open(s);
  let user: DirectoryUser;
  try {
    user = await findUser(directory, s, username);
  } finally {
    await directory.close();
  }
  if (!(await bindAsUser(s, user.dn, password))) throw new LdapStageError('bind', 'ldapUserPasswordRefused', { dn: user.dn });
  return user;
}

export interface DirectoryLogin {
  /** The directory user the login name found; undefined when none (or several) matched. */
  user?: DirectoryUser;
  passwordOk: boolean;
}

/**
 * The directory's verdict on a login. Not finding the user is a wrong login (counted as any
 * failure); a directory that cannot be reached or refuses the service account throws.
 */
export async function directoryLogin(s: LdapSettings, username: string, password: string): Promise<DirectoryLogin> {
  const directory = await Directory.open(s);
  let user: DirectoryUser;
  try {
    user = await findUser(directory, s, username);
  } catch (err) {
    const noSuchUser =
      err instanceof LdapStageError && (err.key === 'ldapUserNotFound' || err.key === 'ldapUserAmbiguous' || err.stage === 'mapping');
    if (noSuchUser) {
      return { passwordOk: false };
    }
    throw err;
  } finally {
    await directory.close();
  }
  return { user, passwordOk: await bindAsUser(s, user.dn, password) };
}
