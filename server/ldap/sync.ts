// Sync preview and import: a dry run over the whole directory against the local directory users,
// and the import of the rows the administrator chose (computed again, never taken from the request).
// A directory answering with nobody disables nobody: that is far more often a wrong filter or
// base DN than an empty company (admin-peers.md, LDAP).
import type { Db } from '../db/open.ts';
import { users } from '../db/schema.ts';
import type { LdapSettings } from './ldap-settings.ts';
import { Directory, LdapStageError, userFilterOf } from './directory.ts';
import { mapEntry, type DirectoryUser } from './mapping.ts';
import { differs, type LocalUser } from './provision.ts';
import { isDirectoryAccount } from '../auth/password-source.ts';

export type SyncAction = 'create' | 'update' | 'disable' | 'unchanged' | 'conflict';

export interface SyncRow extends DirectoryUser {
  action: SyncAction;
  /** The local user a row concerns (update, disable, unchanged, conflict). */
  local?: LocalUser;
  directory?: DirectoryUser;
}

export interface SyncPlan {
  rows: SyncRow[];
  directoryCount: number;
  disableWithheld: boolean;
}

/** Every directory user the filter matches (entries that cannot map to a username are left out). */
async function directoryUsers(s: LdapSettings): Promise<DirectoryUser[]> {
  const filter = userFilterOf(s);
  const directory = await Directory.open(s);
  try {
    const found: DirectoryUser[] = [];
    for (const entry of await directory.search(filter)) {
      try {
        found.push(mapEntry(entry, s));
      } catch (err) {
        if (!(err instanceof LdapStageError)) throw err;
      }
    }
    return found;
  } finally {
    await directory.close();
  }
}

export async function planSync(db: Db, s: LdapSettings): Promise<SyncPlan> {
  const remote = await directoryUsers(s);
  // The directory's users are those it owns (source ldap); a local account of the same name is a conflict.
  const locals = (await db.select().from(users)).map((user) => ({ user, linked: isDirectoryAccount(user) }));
  const byName = new Map(locals.map((l) => [l.user.username.toLowerCase(), l]));
  const rows: SyncRow[] = [];
  const seen = new Set<string>();
  for (const du of remote) {
    const key = du.username.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const local = byName.get(key);
    const action: SyncAction = !local ? 'create' : !local.linked ? 'conflict' : differs(local.user, du, s) ? 'update' : 'unchanged';
    rows.push({ ...du, action, local: local?.user, directory: du });
  }
  const disableWithheld = remote.length === 0;
  if (!disableWithheld) {
    for (const l of locals) {
      if (!l.linked || l.user.status !== 1 || seen.has(l.user.username.toLowerCase())) continue;
      const u = l.user;
      rows.push({ dn: '', username: u.username, realName: u.realName, email: u.email, phone: u.phone, action: 'disable', local: u });
    }
  }
  return { rows, directoryCount: remote.length, disableWithheld };
}
