// The users area's writes (its reads are in user-queries.ts): the account rows, reference checks,
// direct roles, ending sessions, the rules protecting administrators and the caller, and the one
// unlock.
import { realNameWrite } from './real-name.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { departments, roles, sessions, userRoles, users } from '../../../db/schema.ts';
import { invalidate } from '../../../cache/invalidate.ts';
import { ApiError } from '../../../contract/envelope.ts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/open.ts';
import { audited } from '../../../audit/audit.ts';
import { UNLOCKED, unlockAccounts } from '../../../auth/lockout.ts';
import { assertAccountsChangeable, granterOf } from '../../../auth/grant-bounds.ts';
import { PASSWORD_STATUS } from '../../../auth/password-status.ts';

export async function assertDeptExists(db: DbOrTx, deptId: number | null | undefined): Promise<void> {
  if (deptId === null || deptId === undefined) return;
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, deptId)).limit(1);
  if (!row) throw new ApiError(400, 400, 'deptNotFound');
}

export async function assertRolesExist(db: DbOrTx, roleIds: number[] | undefined): Promise<void> {
  if (!roleIds?.length) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== new Set(roleIds).size) throw new ApiError(400, 400, 'roleNotFound');
}

/** Replaces the roles `userId` holds directly. */
export async function setDirectRoles(db: DbOrTx, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })));
  await invalidate(db, 'permissions');
}

/**
 * Revokes every live session of `userIds`. Every process drops its cached session lookups when
 * the transaction commits, so the very next call of those users answers 401/401 everywhere.
 */
export async function endSessions(db: DbOrTx, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));
  await invalidate(db, 'sessions');
}

/** Refuses (400, nothing changed) to disable or delete an administrator (`is_admin`) or the caller. */
export async function assertNotProtected(db: DbOrTx, ids: number[], callerId: number): Promise<void> {
  if (ids.includes(callerId)) throw new ApiError(400, 400, 'notYourself');
  const rows = await db.select({ isAdmin: users.isAdmin }).from(users).where(inArray(users.id, ids));
  if (rows.some((r) => r.isAdmin)) throw new ApiError(400, 400, 'builtInAdmin');
}

/**
 * The one unlock of accounts (the users page's and login verification's): refused for an
 * administrator or an account outside the caller's scope (grant-bounds.ts), then written with
 * its audit row.
 */
export async function unlockUsers(db: Db, req: FastifyRequest, ids: number[], module: string): Promise<void> {
  await assertAccountsChangeable(db, req, await granterOf(db, req), ids);
  await audited(db, req, { module, action: 'unlock' }, async (tx, audit) => {
    audit.after = await unlockAccounts(tx, ids);
  });
}

export async function assertUsernameFree(db: DbOrTx, username: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (row) throw new ApiError(400, 400, 'usernameTaken', { username });
}

/** Enables (1) or disables (0) the accounts; a disabled account's sessions end with it. */
export async function setAccountsStatus(tx: DbOrTx, ids: number[], status: number) {
  const rows = await tx.update(users).set({ status }).where(inArray(users.id, ids)).returning({ id: users.id, username: users.username });
  if (status === 0) await endSessions(tx, ids);
  return rows;
}

/**
 * Converts the account to a local password (one it must change at the next login) or to the
 * directory's (its local password removed, `passwordHash` is DIRECTORY_PASSWORD); its sessions end.
 */
export async function setPasswordSource(tx: DbOrTx, userId: number, source: 'local' | 'ldap', passwordHash: string) {
  await tx
    .update(users)
    .set(
      source === 'local'
        ? { source, passwordHash, passwordStatus: PASSWORD_STATUS.firstLogin, passwordChangedAt: new Date(), passwordNeverExpires: false }
        : { source, passwordHash, passwordStatus: PASSWORD_STATUS.normal, passwordNeverExpires: true },
    )
    .where(eq(users.id, userId));
  await endSessions(tx, [userId]);
}

type AccountFields = { realName: string; phone?: string; email?: string; status?: number; passwordNeverExpires?: boolean };

/** Inserts a local account whose password must be changed at the first login; answers the row. */
export async function insertUser(tx: DbOrTx, fields: AccountFields & { username: string; deptId?: number | null }, passwordHash: string) {
  const [row] = await tx
    .insert(users)
    .values({
      username: fields.username,
      realName: fields.realName.trim(),
      phone: fields.phone ?? '',
      email: fields.email ?? '',
      deptId: fields.deptId ?? null,
      status: fields.status ?? 1,
      passwordNeverExpires: fields.passwordNeverExpires ?? false,
      passwordHash,
      passwordStatus: PASSWORD_STATUS.firstLogin,
    })
    .returning();
  return row!;
}

/** Updates an account's fields; an absent department, status or flag is left as it is. */
export async function updateUserRow(tx: DbOrTx, id: number, fields: AccountFields & { deptId?: number | null }) {
  const [row] = await tx
    .update(users)
    .set({
      ...realNameWrite(fields.realName.trim()),
      phone: fields.phone ?? '',
      email: fields.email ?? '',
      ...(fields.deptId !== undefined ? { deptId: fields.deptId } : {}),
      ...(fields.status !== undefined ? { status: fields.status } : {}),
      ...(fields.passwordNeverExpires !== undefined ? { passwordNeverExpires: fields.passwordNeverExpires } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Deletes the accounts (their sessions and role bindings cascade); answers who was deleted. */
export const deleteUserRows = (tx: DbOrTx, ids: number[]) =>
  tx.delete(users).where(inArray(users.id, ids)).returning({ id: users.id, username: users.username, realName: users.realName });

/** Sets a password the user must change at the next login; the account is unlocked with it. */
export async function setResetPassword(tx: DbOrTx, userId: number, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, passwordStatus: PASSWORD_STATUS.firstLogin, passwordChangedAt: new Date(), ...UNLOCKED })
    .where(eq(users.id, userId));
}
