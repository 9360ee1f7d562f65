// Login failure counting: per account (the password policy's lockCount within lockWindowMinutes
// locks the account for lockMinutes) and per client IP (ipFailureLimit within the same window),
// so one address can neither guess one password nor walk through many accounts.
// Counters are updated with single atomic statements, so concurrent attempts cannot slip past.
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction.ts';
import type { Db } from '../db/open.ts';
import { ipFailures, unknownLoginFailures, users } from '../db/schema.ts';
import type { PasswordPolicy } from './password-policy.ts';

const MINUTE = 60_000;

/** Whole minutes until `untilMs`, never less than 1 while anything is left. */
export const minutesUntil = (untilMs: number, now = Date.now()) => Math.max(1, Math.ceil((untilMs - now) / MINUTE));

export type FailureOutcome = { kind: 'remaining'; remaining: number } | { kind: 'locked'; minutes: number };

/** Minutes the account is still locked, or 0. */
export function lockedMinutes(user: { lockedUntil: Date | null }, now = Date.now()): number {
  const until = user.lockedUntil?.getTime() ?? 0;
  return until > now ? minutesUntil(until, now) : 0;
}

/**
 * Counts one wrong password against an existing account; locks it at the policy's count.
 * One statement does the count and the lock, and skips an account already locked, so parallel
 * attempts (PostgreSQL re-checks the WHERE after waiting for the row) each count exactly once
 * and none counts into the time after the lock.
 */
export async function recordAccountFailure(db: Db, userId: number, policy: PasswordPolicy, now = Date.now()): Promise<FailureOutcome> {
  const nowTs = sql`${new Date(now).toISOString()}::timestamptz`;
  const staleBefore = sql`${new Date(now - policy.lockWindowMinutes * MINUTE).toISOString()}::timestamptz`;
  const stale = sql`(${users.failedWindowStart} is null or ${users.failedWindowStart} < ${staleBefore})`;
  const next = sql`(case when ${stale} then 1 else ${users.failedCount} + 1 end)`;
  const locks = sql`(${next} >= ${policy.lockCount})`;
  const [row] = await db
    .update(users)
    .set({
      failedCount: sql`case when ${locks} then 0 else ${next} end`,
      failedWindowStart: sql`case when ${locks} then null when ${stale} then ${nowTs} else ${users.failedWindowStart} end`,
      lockedUntil: sql`case when ${locks} then ${new Date(now + policy.lockMinutes * MINUTE).toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, new Date(now)))))
    .returning({ failedCount: users.failedCount, lockedUntil: users.lockedUntil });
  if (!row) {
    // A parallel attempt locked the account first.
    const [current] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId)).limit(1);
    return { kind: 'locked', minutes: Math.max(1, lockedMinutes({ lockedUntil: current?.lockedUntil ?? null }, now)) };
  }
  const lockedFor = lockedMinutes(row, now);
  if (lockedFor > 0) return { kind: 'locked', minutes: lockedFor };
  return { kind: 'remaining', remaining: policy.lockCount - row.failedCount };
}

/** The columns of an account with no failures counted and no lock (unlock, reset, successful login). */
export const UNLOCKED = { failedCount: 0, failedWindowStart: null, lockedUntil: null } as const;

/** Unlocks `userIds` (the users page's and login verification's unlock); returns who was touched. */
export async function unlockAccounts(db: DbOrTx, userIds: number[]): Promise<Array<{ id: number; username: string }>> {
  if (!userIds.length) return [];
  return db.update(users).set(UNLOCKED).where(inArray(users.id, userIds)).returning({ id: users.id, username: users.username });
}

/** A successful login forgets earlier failures and any expired lock. */
export async function resetAccountFailures(db: Db, userId: number): Promise<void> {
  await unlockAccounts(db, [userId]);
}

/**
 * Unknown usernames get the same answers as real ones (tries left, then a lock), so the
 * responses do not reveal whether an account exists. Counted in the database (every server
 * process sees the same count) by one statement, like recordAccountFailure: it counts, locks at
 * the policy's count, and counts nothing while a lock lasts (then it answers the lock's minutes).
 */
export async function recordUnknownUserFailure(
  db: Db,
  username: string,
  policy: PasswordPolicy,
  now = Date.now(),
): Promise<FailureOutcome> {
  const key = username.toLowerCase();
  // Rows whose window and lock have both ended carry nothing; drop them now and then so a spray
  // of made-up names does not grow the table for ever.
  if (++unknownSinceSweep >= 100) {
    unknownSinceSweep = 0;
    const staleBefore = new Date(now - policy.lockWindowMinutes * MINUTE);
    await db
      .delete(unknownLoginFailures)
      .where(
        and(
          lt(unknownLoginFailures.windowStart, staleBefore),
          or(isNull(unknownLoginFailures.lockedUntil), lt(unknownLoginFailures.lockedUntil, new Date(now))),
        ),
      );
  }
  const nowTs = sql`${new Date(now).toISOString()}::timestamptz`;
  const lockEnd = sql`${new Date(now + policy.lockMinutes * MINUTE).toISOString()}::timestamptz`;
  const staleBefore = sql`${new Date(now - policy.lockWindowMinutes * MINUTE).toISOString()}::timestamptz`;
  const t = unknownLoginFailures;
  const locked = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} > ${nowTs})`;
  const stale = sql`(${t.windowStart} < ${staleBefore})`;
  const next = sql`(case when ${stale} then 1 else ${t.count} + 1 end)`;
  const locks = sql`(${next} >= ${policy.lockCount})`;
  const first = policy.lockCount <= 1;
  const [row] = await db
    .insert(t)
    .values({
      username: key,
      count: first ? 0 : 1,
      windowStart: new Date(now),
      lockedUntil: first ? new Date(now + policy.lockMinutes * MINUTE) : null,
    })
    .onConflictDoUpdate({
      target: t.username,
      set: {
        count: sql`case when ${locked} then ${t.count} when ${locks} then 0 else ${next} end`,
        windowStart: sql`case when ${locked} then ${t.windowStart} when ${locks} or ${stale} then ${nowTs} else ${t.windowStart} end`,
        lockedUntil: sql`case when ${locked} then ${t.lockedUntil} when ${locks} then ${lockEnd} else ${t.lockedUntil} end`,
      },
    })
    .returning({ count: t.count, lockedUntil: t.lockedUntil });
  const lockedFor = row ? lockedMinutes(row, now) : policy.lockMinutes;
  if (lockedFor > 0) return { kind: 'locked', minutes: lockedFor };
  return { kind: 'remaining', remaining: policy.lockCount - (row?.count ?? 0) };
}

let unknownSinceSweep = 0;

/** Minutes an unknown name stays locked by recordUnknownUserFailure, or 0 (a directory user's first login). */
export async function unknownUserLockedMinutes(db: Db, username: string, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: unknownLoginFailures.lockedUntil })
    .from(unknownLoginFailures)
    .where(eq(unknownLoginFailures.username, username.toLowerCase()))
    .limit(1);
  return row ? lockedMinutes(row, now) : 0;
}

/** Minutes the client IP must still wait, or 0 when it may try. A limit of 0 switches the check off. */
export async function ipBlockedMinutes(db: Db, ip: string, policy: PasswordPolicy, now = Date.now()): Promise<number> {
  if (policy.ipFailureLimit <= 0) return 0;
  const [row] = await db.select().from(ipFailures).where(eq(ipFailures.ip, ip)).limit(1);
  if (!row || row.count < policy.ipFailureLimit) return 0;
  const windowEnd = row.windowStart + policy.lockWindowMinutes * MINUTE;
  return windowEnd > now ? minutesUntil(windowEnd, now) : 0;
}

let ipFailuresSinceSweep = 0;

/** Counts one failed login against the client IP (an unknown user counts too). */
export async function recordIpFailure(db: Db, ip: string, policy: PasswordPolicy, now = Date.now()): Promise<void> {
  const staleBefore = now - policy.lockWindowMinutes * MINUTE;
  // Rows of addresses whose window has ended carry nothing; drop them now and then so that
  // a spray from many addresses does not grow the table for ever.
  if (++ipFailuresSinceSweep >= 100) {
    ipFailuresSinceSweep = 0;
    await db.delete(ipFailures).where(lt(ipFailures.windowStart, staleBefore));
  }
  await db
    .insert(ipFailures)
    .values({ ip, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: ipFailures.ip,
      set: {
        count: sql`case when ${ipFailures.windowStart} < ${staleBefore} then 1 else ${ipFailures.count} + 1 end`,
        windowStart: sql`case when ${ipFailures.windowStart} < ${staleBefore} then ${now} else ${ipFailures.windowStart} end`,
      },
    });
}
