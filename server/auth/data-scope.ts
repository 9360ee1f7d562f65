// Data permissions (spec section 6): which rows of a data group a user may see. The rule of
// combination, also written in README.md:
//   - a user's roles are their enabled direct roles plus their department's enabled default roles;
//   - a data group is scoped for the user when at least one of those roles has a rule for it;
//     roles without a rule for the group add nothing;
//   - the user then sees the union of what each rule allows, so the widest rule wins
//     (all > own department and below > own department > own records; custom departments add
//     their departments to the union);
//   - no rule on any role, or the administrator flag: every row.
// The scope is resolved afresh on every call (no cache), so a change applies to the next request.
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction.ts';
import { roleDataScopes, users } from '../db/schema.ts';
import { effectiveRoleIdsSql } from './permissions.ts';

/** Visit types of a data-scope rule, as stored and as the contract numbers them. */
export const VISIT_TYPE = { all: 1, ownRecords: 2, ownDept: 3, ownDeptAndBelow: 4, customDepts: 5 } as const;
export type VisitType = (typeof VISIT_TYPE)[keyof typeof VISIT_TYPE];

/** What a user may see of one data group. */
export type DataScope = { all: true } | { all: false; ownRecords: boolean; deptIds: number[] };

/** The ids of department `deptId` and every department below it. */
export async function deptSubtreeIds(db: DbOrTx, deptId: number): Promise<number[]> {
  // Both drivers (pg and PGlite) answer execute() with `{ rows }`.
  const result = await db.execute(sql`with recursive t(id) as (
    select ${deptId}::integer union select d.id from departments d join t on d.parent_id = t.id) select id from t`);
  return (result as { rows: Array<{ id: number | string }> }).rows.map((r) => Number(r.id));
}

/** Resolves the user's scope for `dataGroup` by the rule above. */
export async function resolveDataScope(db: DbOrTx, userId: number, dataGroup: string): Promise<DataScope> {
  const [user] = await db.select({ isAdmin: users.isAdmin, deptId: users.deptId }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { all: false, ownRecords: false, deptIds: [] };
  if (user.isAdmin) return { all: true };
  const rules = await db
    .select({ visitType: roleDataScopes.visitType, deptIds: roleDataScopes.deptIds })
    .from(roleDataScopes)
    .where(and(eq(roleDataScopes.dataGroup, dataGroup), sql`${roleDataScopes.roleId} in ${effectiveRoleIdsSql(userId)}`));
  if (!rules.length || rules.some((r) => r.visitType === VISIT_TYPE.all)) return { all: true };
  const deptIds = new Set<number>();
  const types = new Set(rules.map((r) => r.visitType));
  for (const r of rules) if (r.visitType === VISIT_TYPE.customDepts) for (const id of r.deptIds) deptIds.add(id);
  if (user.deptId !== null) {
    if (types.has(VISIT_TYPE.ownDeptAndBelow)) for (const id of await deptSubtreeIds(db, user.deptId)) deptIds.add(id);
    else if (types.has(VISIT_TYPE.ownDept)) deptIds.add(user.deptId);
  }
  return { all: false, ownRecords: types.has(VISIT_TYPE.ownRecords), deptIds: [...deptIds].sort((a, b) => a - b) };
}

export interface ScopeColumns {
  /** The department a row belongs to (users.dept_id, audit_log.dept_id ...). */
  deptColumn: AnyColumn | SQL;
  /** The user a row belongs to, for "own records" (users.id, audit_log.user_id ...); none: own records match nothing. */
  ownerColumn?: AnyColumn | SQL;
}

/** The condition for a WHERE clause of the scope (true for every row when unrestricted). */
export function scopeCondition(scope: DataScope, userId: number, cols: ScopeColumns): SQL {
  if (scope.all) return sql`true`;
  const parts: SQL[] = [];
  if (scope.deptIds.length) parts.push(inArray(cols.deptColumn as AnyColumn, scope.deptIds));
  if (scope.ownRecords && cols.ownerColumn) parts.push(eq(cols.ownerColumn as AnyColumn, userId));
  return parts.length ? or(...parts)! : sql`false`;
}

/**
 * The one helper every data-scoped list, export and detail calls:
 *   .where(and(filters, await dataScopeSql(db, userId, 'user', { deptColumn: users.deptId, ownerColumn: users.id })))
 * Data groups are listed in DATA_GROUPS (server/auth/data-groups.ts).
 */
export async function dataScopeSql(db: DbOrTx, userId: number, dataGroup: string, cols: ScopeColumns): Promise<SQL> {
  return scopeCondition(await resolveDataScope(db, userId, dataGroup), userId, cols);
}
