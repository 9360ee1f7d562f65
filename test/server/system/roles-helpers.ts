// Fixtures of the roles suites: departments, users holding roles, and their signed-in callers.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { departments, deptRoles, menus, roleMenus, roles, userRoles, users } from '../../../server/db/schema.ts';
import type { Db } from '../../../server/db/open.ts';
import { caller, tokenOf, type Caller } from '../menus-helpers.ts';
import type { TestServer } from '../harness.ts';

export const USER_PASSWORD = 'Member-pass1';
let hash: Promise<string> | undefined;

export async function addDept(db: Db, name: string, parentId: number | null = null): Promise<number> {
  const [row] = await db.insert(departments).values({ name, parentId }).returning({ id: departments.id });
  return row!.id;
}

export async function addRole(db: Db, name: string, opts: { menuCodes?: string[]; status?: number } = {}): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({ name, status: opts.status ?? 1 })
    .returning({ id: roles.id });
  for (const code of opts.menuCodes ?? []) {
    const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.code, code)).limit(1);
    await db.insert(roleMenus).values({ roleId: row!.id, menuId: menu!.id });
  }
  return row!.id;
}

export async function addUser(db: Db, username: string, opts: { deptId?: number | null; roleIds?: number[] } = {}): Promise<number> {
  hash ??= hashPassword(USER_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({ username, realName: username, passwordHash: await hash, deptId: opts.deptId ?? null })
    .returning({ id: users.id });
  for (const roleId of opts.roleIds ?? []) await db.insert(userRoles).values({ userId: row!.id, roleId });
  return row!.id;
}

export async function setDeptRole(db: Db, deptId: number, roleId: number): Promise<void> {
  await db.insert(deptRoles).values({ deptId, roleId });
}

export async function signIn(server: TestServer, username: string, lang = 'en-US'): Promise<Caller> {
  return caller(server, await tokenOf(server, username, USER_PASSWORD), lang);
}

/** Menu ids by code (system manage and monitor codes are unique). */
export async function menuIds(db: Db, ...codes: string[]): Promise<number[]> {
  const rows = await db.select({ id: menus.id, code: menus.code }).from(menus);
  return codes.map((c) => rows.find((r) => r.code === c)!.id);
}
