// Every database read of the sign-in area: the account by name or ID, and the settings a login
// follows (password policy with the login verification fields, directory login). The counters,
// the lock and the sessions are written through auth/lockout.ts and auth/sessions.ts.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import { users } from '../../../db/schema.ts';
import { getSetting } from '../../../settings/settings-store.ts';
import '../../../ldap/ldap-settings.ts';
import '../../../auth/password-policy.ts';

/** The account a username names, compared without case (as every login always did). */
export async function userByName(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return user;
}

export async function userById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export const loginPolicy = (db: Db) => getSetting(db, 'passwordPolicy');

export const directorySettings = (db: Db) => getSetting(db, 'ldap');
