// Local users made and kept current from the directory: by a directory login and by a sync.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction.ts';
import { departments, ldapAccounts, users } from '../db/schema.ts';
import type { LdapSettings } from './ldap-settings.ts';
import type { DirectoryUser } from './mapping.ts';
import { DIRECTORY_PASSWORD, isDirectoryAccount } from '../auth/password-source.ts';

export type LocalUser = typeof users.$inferSelect;

/**
 * The local account with this username, and whether the directory owns it (source `ldap`: made by
 * the directory, or converted to it by an administrator; one converted to local is not).
 */
export async function localAccount(db: DbOrTx, username: string): Promise<{ user: LocalUser; linked: boolean } | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return user ? { user, linked: isDirectoryAccount(user) } : undefined;
}

/** The default department, or none when it was deleted since the settings were saved. */
async function defaultDept(db: DbOrTx, s: LdapSettings): Promise<number | null> {
  if (s.defaultDeptId === null) return null;
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, s.defaultDeptId)).limit(1);
  return row?.id ?? null;
}

/** The fields the mapping fills (real name always: it falls back to the username). */
function mappedFields(du: DirectoryUser, s: LdapSettings) {
  const fields: Partial<Pick<LocalUser, 'realName' | 'email' | 'phone'>> = { realName: du.realName };
  for (const m of s.attributeMapping) fields[m.userAttribute] = du[m.userAttribute];
  return fields;
}

/** First login or import: a local user in the default department (so holding its default roles). */
export async function createFromDirectory(tx: DbOrTx, du: DirectoryUser, s: LdapSettings): Promise<LocalUser> {
  const [created] = await tx
    .insert(users)
    .values({
      username: du.username,
      ...mappedFields(du, s),
      source: 'ldap',
      passwordHash: DIRECTORY_PASSWORD,
      // The directory owns the password: no local expiry or forced change applies.
      passwordNeverExpires: true,
      passwordStatus: 0,
      deptId: await defaultDept(tx, s),
    })
    .returning();
  await tx.insert(ldapAccounts).values({ userId: created!.id, dn: du.dn });
  return created!;
}

/** Later logins and syncs: the mapped fields follow the directory. Returns the row after. */
export async function updateFromDirectory(tx: DbOrTx, user: LocalUser, du: DirectoryUser, s: LdapSettings): Promise<LocalUser> {
  const [updated] = await tx.update(users).set(mappedFields(du, s)).where(eq(users.id, user.id)).returning();
  await tx
    .insert(ldapAccounts)
    .values({ userId: user.id, dn: du.dn })
    .onConflictDoUpdate({ target: ldapAccounts.userId, set: { dn: du.dn, syncedAt: sql`now()` } });
  return updated!;
}

/** Whether a sync would change this user's mapped fields. */
export function differs(user: LocalUser, du: DirectoryUser, s: LdapSettings): boolean {
  return Object.entries(mappedFields(du, s)).some(([k, v]) => user[k as keyof LocalUser] !== v);
}
