// Every database read and write of the signed-in user's own account: the row, the stored
// interface language, the password policy, and the password change.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import type { Tx } from '../../../db/transaction.ts';
import { userPreferences, users } from '../../../db/schema.ts';
import { getSetting } from '../../../settings/settings-store.ts';
import '../../../auth/password-policy.ts';

export async function userById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The user's row, locked for the rest of the transaction. */
export async function lockUser(tx: Tx, id: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return user;
}

/** The interface language stored in the user's preferences ('' when none). */
export async function preferredLang(db: Db, userId: number): Promise<'' | 'en_US' | 'zh_CN'> {
  const [row] = await db.select({ lang: userPreferences.lang }).from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row?.lang === 'en_US' || row?.lang === 'zh_CN' ? row.lang : '';
}

export const passwordPolicy = (db: Db) => getSetting(db, 'passwordPolicy');

/** Stores the new password's hash as changed by its owner now (no longer initial or expired). */
export async function setOwnPassword(tx: Tx, userId: number, passwordHash: string) {
  await tx.update(users).set({ passwordHash, passwordStatus: 0, passwordChangedAt: new Date() }).where(eq(users.id, userId));
}
