// A user whose password must change (first login, passwordStatus 3; or a lifetime that ended,
// passwordStatus 2) holds a session only to change it. The portal shows nothing else, but the
// server must not rely on that: with such a session every other operation answers 403.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { users } from '../db/schema.ts';
import { getSetting } from '../settings/settings-store.ts';
import './password-policy.ts';
import { ApiError } from '../contract/envelope.ts';
import { PASSWORD_STATUS, passwordState } from './password-status.ts';

/**
 * The operations a session with a pending forced change may call: the change itself, the
 * password policy it must meet (read-only: the form checks its lengths and classes before
 * sending), the current user (the portal reads the status from it), and the auth service's
 * captcha and logout (which take no session).
 */
export const ALLOWED_DURING_FORCED_CHANGE: ReadonlySet<string> = new Set([
  'updatePassword',
  'getPasswordPolicy',
  'getCurrentUser',
  'captcha',
  'logout',
]);

/** Whether a password status forces a change before anything else. */
export const mustChangePassword = (passwordStatus: number): boolean =>
  passwordStatus === PASSWORD_STATUS.firstLogin || passwordStatus === PASSWORD_STATUS.expired;

/** Whether a session in that password status may call the operation. */
export function allowedWithPasswordStatus(operationId: string | undefined, passwordStatus: number): boolean {
  return !mustChangePassword(passwordStatus) || (operationId !== undefined && ALLOWED_DURING_FORCED_CHANGE.has(operationId));
}

/**
 * Users found with nothing to change, for SETTLED_CACHE_MS: this check runs before every call
 * and PGlite spends about 2 ms per query. Only the settled answer is kept, so a user who has
 * just changed the password is never refused from a stale entry; a password that expires, or a
 * policy that shortens the lifetime, is enforced at most that long later.
 */
const SETTLED_CACHE_MS = 5_000;
const SETTLED_CACHE_MAX = 10_000;
// Per database, so that two servers in one process (tests) never share an answer.
const settledByDb = new WeakMap<Db, Map<number, number>>();

/** Throws HTTP 403 when the user must change the password first and the operation is not the way there. */
export async function requirePasswordSettled(db: Db, userId: number, operationId: string | undefined): Promise<void> {
  if (operationId !== undefined && ALLOWED_DURING_FORCED_CHANGE.has(operationId)) return;
  let settledAt = settledByDb.get(db);
  if (!settledAt) settledByDb.set(db, (settledAt = new Map<number, number>()));
  const seen = settledAt.get(userId);
  if (seen !== undefined && Date.now() - seen < SETTLED_CACHE_MS) return;
  const [user] = await db
    .select({
      passwordStatus: users.passwordStatus,
      passwordChangedAt: users.passwordChangedAt,
      passwordNeverExpires: users.passwordNeverExpires,
      source: users.source,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return; // authentication already refused an unknown user's session
  const { passwordStatus } = passwordState(user, await getSetting(db, 'passwordPolicy'));
  if (!allowedWithPasswordStatus(operationId, passwordStatus)) throw new ApiError(403, 403, 'passwordChangeRequired');
  if (settledAt.size >= SETTLED_CACHE_MAX) settledAt.clear();
  settledAt.set(userId, Date.now());
}
