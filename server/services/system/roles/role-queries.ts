// Queries of the roles area (drizzle only). Every change to a role or its bindings drops the cached
// grants of server/auth/permissions.ts (invalidate 'permissions', in the same transaction), so it
// applies to the next request of every affected user, in every process.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { departments, deptRoles, roles, userRoles, users } from '../../../db/schema.ts';
import { pageWindow, toPage, totalOver } from '../../../db/paging.ts';
import { dataScopeSql } from '../../../auth/data-scope.ts';
import { containsPattern } from '../users/user-queries.ts';
import { realNameColumns, realNameLike, withShownRealName } from '../users/real-name.ts';
import type { Lang } from '../../../i18n/messages.ts';
import { invalidate } from '../../../cache/invalidate.ts';
import type { RoleValue } from './role-rules.ts';

/** The viewer's data scope over users (data group `user`): binding lists show only those users. */
const userScope = (db: DbOrTx, viewerId: number) => dataScopeSql(db, viewerId, 'user', { deptColumn: users.deptId, ownerColumn: users.id });

const userCountSql = sql<number>`(select count(*) from user_roles ur where ur.role_id = ${roles.id})`.mapWith(Number);
const deptCountSql = sql<number>`(select count(*) from dept_roles dr where dr.role_id = ${roles.id})`.mapWith(Number);

export const roleRowColumns = {
  id: roles.id,
  name: roles.name,
  i18nNames: roles.i18nNames,
  code: roles.code,
  description: roles.description,
  sort: roles.sort,
  status: roles.status,
  userCount: userCountSql,
  deptCount: deptCountSql,
  createdAt: roles.createdAt,
};

type RoleRowSelected = { createdAt: Date } & Record<string, unknown>;
export const toRoleRow = <R extends RoleRowSelected>(r: R) => ({ ...r, createdAt: r.createdAt.toISOString() });

export async function pageOfRoles(db: DbOrTx, query: { current?: number; size?: number; keyword?: string; status?: 0 | 1 }) {
  const window = pageWindow(query);
  const filters: SQL[] = [];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const p = containsPattern(keyword);
    filters.push(or(ilike(roles.name, p), ilike(roles.code, p), ilike(roles.description, p))!);
  }
  if (query.status !== undefined) filters.push(eq(roles.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select({ ...roleRowColumns, total: totalOver() })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.sort), asc(roles.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPage(
    rows,
    window,
    ({ total: _t, ...r }) => toRoleRow(r),
    async () => (await db.select({ n: count() }).from(roles).where(where))[0]!.n,
  );
}

export async function roleById(db: DbOrTx, id: number) {
  const [row] = await db.select(roleRowColumns).from(roles).where(eq(roles.id, id)).limit(1);
  return row ? toRoleRow(row) : undefined;
}

export async function roleUsage(db: DbOrTx, id: number) {
  const [u] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
  const [d] = await db.select({ n: count() }).from(deptRoles).where(eq(deptRoles.roleId, id));
  return { users: u?.n ?? 0, departments: d?.n ?? 0 };
}

/** The role whose name (case-insensitive) or code equals the given one, other than `exceptId`. */
export async function clashingRole(db: DbOrTx, name: string, code: string, exceptId?: number) {
  const same = or(sql`lower(${roles.name}) = lower(${name})`, code ? eq(roles.code, code) : sql`false`)!;
  const [row] = await db
    .select({ id: roles.id, name: roles.name, code: roles.code })
    .from(roles)
    .where(exceptId === undefined ? same : and(same, sql`${roles.id} <> ${exceptId}`))
    .limit(1);
  return row;
}

const deptNameSql = sql<string>`coalesce((select d.name from departments d where d.id = ${users.deptId}), '')`;
const boundUserColumns = {
  id: users.id,
  username: users.username,
  ...realNameColumns,
  deptName: deptNameSql,
  isAdmin: users.isAdmin,
};

export async function pageOfRoleUsers(
  db: DbOrTx,
  viewerId: number,
  roleId: number,
  query: { current?: number; size?: number; keyword?: string },
  lang: Lang,
) {
  const window = pageWindow(query);
  const filters: SQL[] = [eq(userRoles.roleId, roleId), await userScope(db, viewerId)];
  const keyword = query.keyword?.trim();
  if (keyword) filters.push(or(ilike(users.username, containsPattern(keyword)), realNameLike(containsPattern(keyword)))!);
  const rows = await db
    .select({ ...boundUserColumns, total: totalOver() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(...filters))
    .orderBy(asc(users.username), asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPage(
    rows,
    window,
    ({ total: _t, ...r }) => withShownRealName(r, lang),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(userRoles)
          .innerJoin(users, eq(users.id, userRoles.userId))
          .where(and(...filters))
      )[0]!.n,
  );
}

/** Users not yet bound to the role, matching the keyword (for the picker). */
export async function roleDepartments(db: DbOrTx, roleId: number) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      userCount: sql<number>`(select count(*) from users u where u.dept_id = ${departments.id})`.mapWith(Number),
    })
    .from(deptRoles)
    .innerJoin(departments, eq(departments.id, deptRoles.deptId))
    .where(eq(deptRoles.roleId, roleId))
    .orderBy(asc(departments.sort), asc(departments.name));
}

/** How many of `ids` are users the viewer's data scope covers. */
export async function countVisibleUsers(db: DbOrTx, viewerId: number, ids: number[]) {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.id, ids), await userScope(db, viewerId)));
  return row?.n ?? 0;
}

/** How many of `ids` are departments. */
export async function countDepartments(db: DbOrTx, ids: number[]) {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: count() }).from(departments).where(inArray(departments.id, ids));
  return row?.n ?? 0;
}

/** Inserts a role; answers its id. */
export async function insertRole(tx: DbOrTx, value: RoleValue) {
  const [row] = await tx.insert(roles).values(value).returning({ id: roles.id });
  return row!.id;
}

export async function updateRoleRow(tx: DbOrTx, id: number, value: Partial<RoleValue> & { i18nNames?: Record<string, string> }) {
  await tx.update(roles).set(value).where(eq(roles.id, id));
  await invalidate(tx, 'permissions');
}

/** Deletes a role; its bindings and permissions go with it (foreign keys cascade). */
export async function deleteRoleRow(tx: DbOrTx, id: number) {
  await tx.delete(roles).where(eq(roles.id, id));
  await invalidate(tx, 'permissions');
}

/** Binds the role to the users (`bound`) or unbinds it from them. */
export async function setRoleUsers(tx: DbOrTx, roleId: number, userIds: number[], bound: boolean) {
  if (bound)
    await tx
      .insert(userRoles)
      .values(userIds.map((userId) => ({ userId, roleId })))
      .onConflictDoNothing();
  else await tx.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)));
  await invalidate(tx, 'permissions');
}

/** Makes the role a default role of the departments (`bound`) or removes it from them. */
export async function setRoleDepartments(tx: DbOrTx, roleId: number, deptIds: number[], bound: boolean) {
  if (bound)
    await tx
      .insert(deptRoles)
      .values(deptIds.map((deptId) => ({ deptId, roleId })))
      .onConflictDoNothing();
  else await tx.delete(deptRoles).where(and(eq(deptRoles.roleId, roleId), inArray(deptRoles.deptId, deptIds)));
  await invalidate(tx, 'permissions');
}
