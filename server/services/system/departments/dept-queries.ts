// Reads of the departments area; `departmentList` is also the pickers' departments list
// (services/system/options).
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { departments, deptRoles, users } from '../../../db/schema.ts';
import type { components } from '../../../gen/arcana-system.ts';

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
