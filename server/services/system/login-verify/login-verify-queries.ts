// Every database read and write of the login verification page: its settings (kept in the
// `passwordPolicy` document with the password rules) and a page of the accounts locked now.
import { and, asc, gt, ilike, or } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import type { Tx } from '../../../db/transaction.ts';
import { users } from '../../../db/schema.ts';
import { DEFAULT_LOGIN_VERIFICATION, type LoginVerification } from '../../../auth/password-policy.ts';
import { getSetting, mergeSetting, pickFields } from '../../../settings/settings-store.ts';
import { containsPattern, totalOver, type PageWindow } from '../../../db/paging.ts';
import { dataScopeSql } from '../../../auth/data-scope.ts';
import { realNameColumns, realNameLike } from '../users/real-name.ts';

/** The login settings' own fields of `value` (the stored document also holds the password rules). */
export const loginVerificationFields = (value: LoginVerification) => pickFields(DEFAULT_LOGIN_VERIFICATION, value);

export const loginVerification = async (db: Db) => loginVerificationFields(await getSetting(db, 'passwordPolicy'));

/** Stores the login settings and returns the ones they replaced. */
export const replaceLoginVerification = async (tx: Tx, next: LoginVerification) =>
  loginVerificationFields(await mergeSetting(tx, 'passwordPolicy', next));

/**
 * A page of the accounts locked now inside the viewer's data scope over users, matching `keyword`
 * by username or real name, soonest unlocked first; and how to count them all.
 */
export async function lockedAccountsPage(db: Db, viewerId: number, keyword: string | undefined, window: PageWindow) {
  const visible = await dataScopeSql(db, viewerId, 'user', { deptColumn: users.deptId, ownerColumn: users.id });
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const locked = and(gt(users.lockedUntil, new Date()), visible);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      ...realNameColumns,
      isAdmin: users.isAdmin,
      lockedUntil: users.lockedUntil,
      total: totalOver(),
    })
    .from(users)
    .where(and(locked, pattern ? or(ilike(users.username, pattern), realNameLike(pattern)) : undefined))
    .orderBy(asc(users.lockedUntil), asc(users.id))
    .limit(window.size)
    .offset(window.offset);
  return { rows, countAll: () => db.$count(users, locked) };
}
