// Reads and writes of the organisation area (the departments); `departmentList` is also the pickers' departments list
// (services/system/options). Writing default roles invalidates the permissions cache in the same
// transaction, because users hold their department's default roles (auth/permissions.ts).
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { departments, deptRoles, users } from '../../../db/schema.ts';
import type { components } from '../../../gen/arcana-system.ts';
import { invalidate } from '../../../cache/invalidate.ts';

export type DepartmentDto = components['schemas']['Department'];

/** Every department, flat, ordered by sort then id, with its default roles and direct user count. */
export async function departmentList(db: DbOrTx, ids?: number[]): Promise<DepartmentDto[]> {
  const userCount = db
    .select({ deptId: users.deptId, n: count().as('n') })
    .from(users)
    .groupBy(users.deptId)
    .as('uc');
  const rows = await db
    .select({
      id: departments.id,
      name: departments.name,
      type: departments.type,
      sort: departments.sort,
      parentId: departments.parentId,
      userCount: sql<number>`coalesce(${userCount.n}, 0)`.mapWith(Number),
    })
    .from(departments)
    .leftJoin(userCount, eq(userCount.deptId, departments.id))
    .where(ids ? inArray(departments.id, ids) : undefined)
    .orderBy(asc(departments.sort), asc(departments.id));
  const links = await db
    .select()
    .from(deptRoles)
    .where(ids ? inArray(deptRoles.deptId, ids) : undefined);
  return rows.map((r) => ({
    ...r,
    roleIds: links
      .filter((l) => l.deptId === r.id)
      .map((l) => l.roleId)
      .sort((a, b) => a - b),
  }));
}

export async function findDepartment(db: DbOrTx, id: number): Promise<DepartmentDto | undefined> {
  return (await departmentList(db, [id]))[0];
}

/** Whether `candidate` is `deptId` or lies below it (a move there would make a cycle). */
export async function isSelfOrDescendant(db: DbOrTx, deptId: number, candidate: number): Promise<boolean> {
  const rows = await db.execute<{ id: number }>(sql`
    with recursive sub(id) as (select ${deptId}::int union select d.id from ${departments} d join sub on d.parent_id = sub.id)
    select id from sub where id = ${candidate} limit 1`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return list.length > 0;
}

/** How many direct sub-departments and users a department has (either refuses its deletion). */
export async function departmentDependents(db: DbOrTx, deptId: number): Promise<{ children: number; members: number }> {
  const [children] = await db.select({ n: count() }).from(departments).where(eq(departments.parentId, deptId));
  const [members] = await db.select({ n: count() }).from(users).where(eq(users.deptId, deptId));
  return { children: children!.n, members: members!.n };
}

type DepartmentFields = { name: string; type: string; sort?: number };

export async function insertDepartment(tx: DbOrTx, fields: DepartmentFields & { parentId: number | null }) {
  const [row] = await tx
    .insert(departments)
    .values({ name: fields.name.trim(), type: fields.type, sort: fields.sort ?? 0, parentId: fields.parentId })
    .returning();
  return row!;
}

export async function updateDepartmentRow(tx: DbOrTx, id: number, fields: DepartmentFields) {
  const [row] = await tx
    .update(departments)
    .set({ name: fields.name.trim(), type: fields.type, ...(fields.sort !== undefined ? { sort: fields.sort } : {}) })
    .where(eq(departments.id, id))
    .returning();
  return row;
}

export async function moveDepartmentRow(tx: DbOrTx, id: number, parentId: number | null) {
  await tx.update(departments).set({ parentId }).where(eq(departments.id, id));
  await invalidate(tx, 'permissions'); // a department's applications reach its sub-departments
}

export async function deleteDepartmentRow(tx: DbOrTx, id: number) {
  await tx.delete(departments).where(eq(departments.id, id));
}

/** Replaces a department's default roles (duplicates dropped). */
export async function setDefaultRoles(tx: DbOrTx, deptId: number, roleIds: number[]) {
  await invalidate(tx, 'permissions');
  await tx.delete(deptRoles).where(eq(deptRoles.deptId, deptId));
  if (roleIds.length) await tx.insert(deptRoles).values([...new Set(roleIds)].map((roleId) => ({ deptId, roleId })));
}
