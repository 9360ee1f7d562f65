// Who may see what: administrators see every menu entry and application; other users what the
// enabled roles they hold grant (role_menus, role_apps). The grants are SQL conditions, so a
// listing and its permission check are one query: these calls are on the hot path of every
// page (menus, app list) and PGlite answers one query at a time.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { apps, menus } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';

const isAdminSql = (userId: number) => sql`exists (select 1 from users u where u.id = ${userId} and u.is_admin)`;

/** True for the rows of `apps` that the user may use. */
export const appGrantedSql = (userId: number): SQL<boolean> => sql<boolean>`(${isAdminSql(userId)} or exists (
  select 1 from role_apps ra join user_roles ur on ur.role_id = ra.role_id join roles r on r.id = ra.role_id
  where ur.user_id = ${userId} and r.status = 1 and ra.app_id = ${apps.id}))`;

/** True for the rows of `menus` that the user may see. */
export const menuGrantedSql = (userId: number): SQL<boolean> => sql<boolean>`(${isAdminSql(userId)} or exists (
  select 1 from role_menus rm join user_roles ur on ur.role_id = rm.role_id join roles r on r.id = rm.role_id
  where ur.user_id = ${userId} and r.status = 1 and rm.menu_id = ${menus.id}))`;

/** Application ids (apps.id) the user may use. */
export async function grantedAppIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.select({ id: apps.id }).from(apps).where(appGrantedSql(userId));
  return new Set(rows.map((r) => r.id));
}

export const has = (granted: Set<number>, id: number) => granted.has(id);

/** Whether the user holds the menu entry `code` of application `appCode` (administrators hold all). */
export async function holdsMenu(db: Db, userId: number, appCode: string, code: string): Promise<boolean> {
  const rows = await db.select({ id: menus.id }).from(menus)
    .where(and(eq(menus.appCode, appCode), eq(menus.code, code), menuGrantedSql(userId))).limit(1);
  return rows.length > 0;
}

/** Throws HTTP 403 unless the user holds the menu entry. */
export async function requireMenu(db: Db, userId: number, appCode: string, code: string): Promise<void> {
  if (!(await holdsMenu(db, userId, appCode, code))) throw new ApiError(403, 403, 'noPermission');
}
