// Every database read and write of personal space: the user's profile row (with department
// and stored language), their contact fields, and the interface language preference.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import type { DbOrTx, Tx } from '../../../db/transaction.ts';
import { departments, userPreferences, users } from '../../../db/schema.ts';
import { realNameColumns, realNameWrite } from '../users/real-name.ts';

export async function profileRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      ...realNameColumns,
      email: users.email,
      phone: users.phone,
      deptName: sql<string>`coalesce(${departments.name}, '')`,
      lang: sql<string>`coalesce(${userPreferences.lang}, '')`,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export interface ContactFields {
  realName: string;
  phone: string;
  email: string;
}

/** Replaces the user's contact fields and returns the ones they replaced. */
export async function replaceContactFields(tx: Tx, userId: number, value: ContactFields) {
  const [before] = await tx
    .select({ realName: users.realName, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  await tx
    .update(users)
    .set({ ...value, ...realNameWrite(value.realName) })
    .where(eq(users.id, userId));
  return before;
}

export async function saveLanguage(db: Db, userId: number, lang: string) {
  await db.insert(userPreferences).values({ userId, lang }).onConflictDoUpdate({ target: userPreferences.userId, set: { lang } });
}
