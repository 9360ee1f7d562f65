// The one check every place that sets a password calls (forced change, personal change, an
// administrator's reset, import): the policy's length and character classes, then reuse of the
// user's last `historyCount` passwords. The history holds argon2id hashes of earlier passwords,
// moved there by rememberReplacedPassword in the transaction that sets the new one.
import { desc, eq, inArray, and, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction.ts';
import { passwordHistory, users } from '../db/schema.ts';
import { getSetting } from '../settings/settings-store.ts';
import type { PasswordRules } from './password-policy.ts';
import './password-policy.ts';
import type { Db } from '../db/open.ts';
import { ApiError } from '../contract/envelope.ts';
import type { Lang } from '../i18n/messages.ts';
import { passwordPolicyError } from './password-status.ts';
import { verifyPassword } from './passwords.ts';

/** Most passwords kept per user: the contract's maximum historyCount. */
const KEEP = 24;

/**
 * Throws the refusal (HTTP 400, message in `lang`) when `password` may not be set; returns the
 * rules it was checked against. `userId` names an existing account whose history applies
 * (leave it out for accounts being created).
 */
export async function checkNewPassword(db: Db, password: string, lang: Lang, userId?: number): Promise<PasswordRules> {
  const rules = await getSetting(db, 'passwordPolicy');
  const refusal = passwordPolicyError(password, rules, lang);
  if (refusal) throw refusal;
  if (userId !== undefined) await refuseRecentPassword(db, userId, password, rules);
  return rules;
}

/** Throws `passwordReused` when `password` is among the user's last `historyCount` (in `db`, which may be a transaction). */
export async function refuseRecentPassword(db: DbOrTx, userId: number, password: string, rules: PasswordRules): Promise<void> {
  if (rules.historyCount > 0 && (await isRecentPassword(db, userId, password, rules.historyCount))) {
    throw new ApiError(400, 400, 'passwordReused', { count: rules.historyCount });
  }
}

/** Whether `password` is the current one or one of the `count - 1` before it. */
async function isRecentPassword(db: DbOrTx, userId: number, password: string, count: number): Promise<boolean> {
  const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  const earlier =
    count > 1
      ? await db
          .select({ hash: passwordHistory.passwordHash })
          .from(passwordHistory)
          .where(eq(passwordHistory.userId, userId))
          .orderBy(desc(passwordHistory.id))
          .limit(count - 1)
      : [];
  for (const { hash } of [...(current ? [current] : []), ...earlier]) {
    if (await verifyPassword(hash, password)) return true;
  }
  return false;
}

/**
 * Keeps the users' current password hashes in the history; call in the transaction that
 * replaces them, before the update. Only the newest KEEP are kept.
 */
export async function rememberReplacedPassword(tx: DbOrTx, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  const current = await tx.select({ userId: users.id, passwordHash: users.passwordHash }).from(users).where(inArray(users.id, userIds));
  if (!current.length) return;
  await tx.insert(passwordHistory).values(current);
  for (const { userId } of current) {
    const newest = tx
      .select({ id: passwordHistory.id })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, userId))
      .orderBy(desc(passwordHistory.id))
      .limit(KEEP);
    await tx.delete(passwordHistory).where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, newest)));
  }
}
