// Who holds what. A user's roles are their direct roles plus the default roles of their
// department (spec section 4); only enabled roles count. Administrators (`is_admin`) hold every
// permission. A user's grants are read in one query and cached (topic 'permissions'), so a
// request checks any number of rules against memory; the SQL fragments serve queries that must
// filter in the database.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { apps, menus, roleApis, users } from '../db/schema.ts';
import { cachesOf, TopicCache } from '../cache/topic-cache.ts';
import { menuCatalogue } from '../cache/catalogues.ts';

/** The app codes whose menu codes are the portal's own permission codes (spec section 6). */
export const SYSTEM_APP_CODES = ['10010', '10012'] as const;

/** Ids of the enabled roles the user holds, directly or through their department. */
export const effectiveRoleIdsSql = (userId: number): SQL => sql`(
  select ur.role_id from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId} and r.status = 1
  union
  select dr.role_id from dept_roles dr join users u on u.dept_id = dr.dept_id join roles r on r.id = dr.role_id
  where u.id = ${userId} and r.status = 1)`;

const isAdminSql = (userId: number) => sql`exists (select 1 from users u where u.id = ${userId} and u.is_admin)`;

/** The user's department and every department above it (a grant to a department covers its sub-departments). */
const userDeptChainSql = (userId: number): SQL => sql`(
  with recursive up(id) as (
    select u.dept_id from users u where u.id = ${userId} and u.dept_id is not null
    union
    select d.parent_id from departments d join up on d.id = up.id where d.parent_id is not null)
  select id from up)`;

/**
 * True for the rows of `apps` that the user may use: distributed to one of their roles, to their
 * department (or one above it), or to them (application management's distribute call).
 */
export const appGrantedSql = (userId: number): SQL<boolean> => sql<boolean>`(${isAdminSql(userId)} or exists (
  select 1 from role_apps ra where ra.app_id = ${apps.id} and ra.role_id in ${effectiveRoleIdsSql(userId)})
  or exists (select 1 from user_app_grants ug where ug.app_id = ${apps.id} and ug.user_id = ${userId})
  or exists (select 1 from dept_apps da where da.app_id = ${apps.id} and da.dept_id in ${userDeptChainSql(userId)}))`;

/** True for the rows of `menus` that the user may see. */
export const menuGrantedSql = (userId: number): SQL<boolean> => sql<boolean>`(${isAdminSql(userId)} or exists (
  select 1 from role_menus rm where rm.menu_id = ${menus.id} and rm.role_id in ${effectiveRoleIdsSql(userId)}))`;

export interface Grants {
  isAdmin: boolean;
  /** apps.id distributed to the user's roles, department (or one above it) or the user (administrators hold every application regardless). */
  appIds: ReadonlySet<number>;
  /** menus.id granted through the user's roles (administrators hold every entry regardless). */
  menuIds: ReadonlySet<number>;
  /** Operations (operationId) the user's roles name in their interface permissions. */
  operationIds: ReadonlySet<string>;
}

const GRANTS = Symbol('grants');

/**
 * The user's grants: one query, cached until invalidate(db, 'permissions') (roles, their menus,
 * apps and operations, user roles, department default roles, application distribution, the
 * department tree, a user's department or admin flag).
 */
export function grantsOf(db: Db, userId: number): Promise<Grants> {
  const cache = cachesOf(db, GRANTS, () => new TopicCache<number, Grants>(db, 'permissions'));
  return cache.get(userId, async () => {
    const roleIds = effectiveRoleIdsSql(userId);
    const [row] = await db
      .select({
        isAdmin: users.isAdmin,
        appIds: sql<number[]>`(select coalesce(array_agg(distinct g.app_id), '{}') from (
        select ra.app_id from role_apps ra where ra.role_id in ${roleIds}
        union select ug.app_id from user_app_grants ug where ug.user_id = ${userId}
        union select da.app_id from dept_apps da where da.dept_id in ${userDeptChainSql(userId)}) g)`,
        menuIds: sql<number[]>`(select coalesce(array_agg(distinct rm.menu_id), '{}') from role_menus rm where rm.role_id in ${roleIds})`,
        operationIds: sql<
          string[]
        >`(select coalesce(array_agg(distinct ra.operation_id), '{}') from role_apis ra where ra.role_id in ${roleIds})`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return {
      isAdmin: row?.isAdmin ?? false,
      appIds: new Set(row?.appIds ?? []),
      menuIds: new Set(row?.menuIds ?? []),
      operationIds: new Set(row?.operationIds ?? []),
    };
  });
}

export const grantsApp = (grants: Grants, appId: number) => grants.isAdmin || grants.appIds.has(appId);
export const grantsMenu = (grants: Grants, menuId: number) => grants.isAdmin || grants.menuIds.has(menuId);

/** Whether the user holds one of the menu entries `codes` of one of the applications `appCodes`. */
async function holdsAny(db: Db, userId: number, appCodes: readonly string[], codes: readonly string[]): Promise<boolean> {
  const [grants, catalogue] = await Promise.all([grantsOf(db, userId), menuCatalogue(db)]);
  return appCodes.some((appCode) => (catalogue.get(appCode) ?? []).some((m) => codes.includes(m.code) && grantsMenu(grants, m.id)));
}

/** Whether the user holds the permission `code`: a menu or button code of system manage or monitor. */
export function holdsPermission(db: Db, userId: number, code: string): Promise<boolean> {
  return holdsAny(db, userId, SYSTEM_APP_CODES, [code]);
}

/** Whether the user holds the menu entry `code` of application `appCode`. */
export function holdsMenu(db: Db, userId: number, appCode: string, code: string): Promise<boolean> {
  return holdsAny(db, userId, [appCode], [code]);
}

/**
 * Interface permission (spec section 6): an operation named in any role's API list is allowed
 * only to administrators and to users one of whose roles names it; an operation no role names
 * is not governed by interface permissions.
 */
const GOVERNED = Symbol('governed-operations');
function governedOperations(db: Db): Promise<ReadonlySet<string>> {
  const cache = cachesOf(db, GOVERNED, () => new TopicCache<'all', ReadonlySet<string>>(db, 'permissions', 1));
  return cache.get('all', async () => new Set((await db.selectDistinct({ op: roleApis.operationId }).from(roleApis)).map((r) => r.op)));
}

/** Why an operation is refused, or null when it may run. */
export type OperationRefusal = 'functional' | 'interface' | null;

/**
 * Functional (`permission`: a menu/button code, or null for any signed-in user) and interface
 * permission of one operation, from the cached grants: a change (which calls
 * invalidate(db, 'permissions')) applies to the next call in every process.
 */
export async function operationRefusal(
  db: Db,
  userId: number,
  permission: string | string[] | null,
  operationId: string,
): Promise<OperationRefusal> {
  const [grants, governed] = await Promise.all([grantsOf(db, userId), governedOperations(db)]);
  // Several codes: holding any one of them is enough.
  if (permission !== null && !(await holdsAny(db, userId, SYSTEM_APP_CODES, [permission].flat()))) return 'functional';
  return grants.isAdmin || !governed.has(operationId) || grants.operationIds.has(operationId) ? null : 'interface';
}
