// Every database read and write of the password policy page: its rules (kept in the
// `passwordPolicy` document with the login verification settings) and the local accounts whose
// password never expires (users.password_never_expires).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../../db/schema.ts';
import { getSetting, mergeSetting } from '../../../settings/settings-store.ts';
import '../../../auth/password-policy.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { realNameColumns } from '../users/real-name.ts';
import { passwordRulesOf, type PasswordRules } from './password-policy-rules.ts';

const USER_OPTION = { id: users.id, username: users.username, ...realNameColumns };

export const passwordRules = async (db: DbOrTx) => passwordRulesOf(await getSetting(db, 'passwordPolicy'));

/** Stores the password rules and returns the ones they replaced. */
export const replacePasswordRules = async (tx: DbOrTx, next: PasswordRules) =>
  passwordRulesOf(await mergeSetting(tx, 'passwordPolicy', next));

// Directory accounts are left out: their password never expires here because it is not here.
export const neverExpireUsers = (db: DbOrTx) =>
  db
    .select(USER_OPTION)
    .from(users)
    .where(and(eq(users.passwordNeverExpires, true), eq(users.source, 'local')))
    .orderBy(asc(users.username));

/** Sets the flag on the users and answers those changed, with their source (local or a directory). */
export const setPasswordNeverExpires = (tx: DbOrTx, userIds: number[], neverExpires: boolean) =>
  tx
    .update(users)
    .set({ passwordNeverExpires: neverExpires })
    .where(inArray(users.id, userIds))
    .returning({ ...USER_OPTION, source: users.source });
