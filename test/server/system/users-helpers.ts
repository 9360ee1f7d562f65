// Shared by the users and departments suites: a role holding chosen menu codes, a user holding a
// role, and raw calls for the file operations (import/export answer files, not envelopes).
import assert from 'node:assert/strict';
import { and, eq, inArray } from 'drizzle-orm';
import { menus, roleMenus, roles, userRoles, users } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { bearer, type TestServer } from '../harness.ts';
import { caller, tokenOf } from '../menus-helpers.ts';

/** A role granting the system-manage entries `codes`; returns its id. */
export async function roleWithCodes(server: TestServer, name: string, codes: string[]): Promise<number> {
  const db = server.db;
  const [role] = await db.insert(roles).values({ name }).returning();
  const entries = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.appCode, '10010'), inArray(menus.code, codes)));
  assert.equal(entries.length, codes.length, `codes exist: ${codes.join(', ')}`);
  await db.insert(roleMenus).values(entries.map((e) => ({ roleId: role!.id, menuId: e.id })));
  return role!.id;
}

/** A user (no forced change) holding `roleIds` directly, signed in; returns its caller and id. */
export async function signedInUser(server: TestServer, username: string, roleIds: number[], lang = 'en-US') {
  const password = 'Helper-pass1';
  const [user] = await server.db
    .insert(users)
    .values({ username, realName: username, passwordHash: await hashPassword(password) })
    .returning();
  if (roleIds.length) await server.db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user!.id, roleId })));
  const token = await tokenOf(server, username, password);
  return { call: caller(server, token, lang), id: user!.id, token };
}

/** GET returning the raw body (file downloads). */
export async function download(server: TestServer, token: string, url: string) {
  const res = await server.inject({
    method: 'GET',
    url: `/arcana-system${url}`,
    headers: { ...bearer(token), 'accept-language': 'en-US' },
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

export const ALL_USER_CODES = [
  'user',
  'user:add',
  'user:edit',
  'user:delete',
  'user:status',
  'user:reset-password',
  'user:unlock',
  'user:import',
  'user:export',
  'user:authority',
  'organization',
  'dept:add',
  'dept:edit',
  'dept:delete',
  'dept:move',
];
