// Who may see what: administrators see every menu entry and application; other users what the
// enabled roles they hold grant (role_menus, role_apps). One place so menus, apps, licence and
// monitor handlers cannot disagree.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { menus, roleApps, roleMenus, roles, userRoles, users } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';

export async function isAdmin(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isAdmin === true;
}

async function enabledRoleIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: roles.id }).from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, 1)));
  return rows.map((r) => r.id);
}

/** Menu ids the user's roles grant; `'all'` for an administrator. */
export async function grantedMenuIds(db: Db, userId: number): Promise<Set<number> | 'all'> {
  if (await isAdmin(db, userId)) return 'all';
  const roleIds = await enabledRoleIds(db, userId);
  if (!roleIds.length) return new Set();
  const rows = await db.selectDistinct({ id: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, roleIds));
  return new Set(rows.map((r) => r.id));
}

/** Application ids (apps.id) the user's roles grant; `'all'` for an administrator. */
export async function grantedAppIds(db: Db, userId: number): Promise<Set<number> | 'all'> {
  if (await isAdmin(db, userId)) return 'all';
  const roleIds = await enabledRoleIds(db, userId);
  if (!roleIds.length) return new Set();
  const rows = await db.selectDistinct({ id: roleApps.appId }).from(roleApps).where(inArray(roleApps.roleId, roleIds));
  return new Set(rows.map((r) => r.id));
}

export const has = (granted: Set<number> | 'all', id: number) => granted === 'all' || granted.has(id);

/** Whether the user holds the menu entry `code` of application `appCode` (administrators hold all). */
export async function holdsMenu(db: Db, userId: number, appCode: string, code: string): Promise<boolean> {
  const granted = await grantedMenuIds(db, userId);
  if (granted === 'all') return true;
  const rows = await db.select({ id: menus.id }).from(menus).where(and(eq(menus.appCode, appCode), eq(menus.code, code)));
  return rows.some((r) => granted.has(r.id));
}

/** Throws HTTP 403 unless the user holds the menu entry. */
export async function requireMenu(db: Db, userId: number, appCode: string, code: string): Promise<void> {
  if (!(await holdsMenu(db, userId, appCode, code))) throw new ApiError(403, 403, 'noPermission');
}
