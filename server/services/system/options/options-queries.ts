// Reads behind the pickers (openapi/system/options.yaml): roles with whether the caller may grant
// each, and users matched by a keyword inside the caller's data scope. Departments are the
// organisation area's own list (organization/organization-queries.ts); the reasons come from
// server/auth/grant-bounds.ts.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { realNameColumns, realNameLike } from '../users/real-name.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { roles, users } from '../../../db/schema.ts';
import { containsPattern } from '../../../db/paging.ts';
import { dataScopeSql } from '../../../auth/data-scope.ts';
import { roleRefusals, type Granter } from '../../../auth/grant-bounds.ts';

/** A keyword search answers this many users at most: a picker narrows as one types. */
export const USER_OPTION_LIMIT = 20;

/**
 * Every role, enabled or not (a disabled one grants nothing), each saying whether the caller may
 * grant it and, when not, why; and why they may not change it (`changeRefusal`: one they hold or
 * beyond their own), which also bars handing an application to it.
 */
export async function roleOptions(db: DbOrTx, granter: Granter) {
  const rows = await db
    .select({ id: roles.id, name: roles.name, i18nNames: roles.i18nNames, code: roles.code, status: roles.status })
    .from(roles)
    .orderBy(asc(roles.sort), asc(roles.name));
  const refusals = await roleRefusals(
    db,
    granter,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const { grantRefusal, changeRefusal } = refusals.get(r.id) ?? {};
    return {
      ...r,
      grantable: grantRefusal === undefined,
      ...(grantRefusal === undefined ? {} : { notGrantableReason: grantRefusal }),
      ...(changeRefusal === undefined ? {} : { changeRefusal }),
    };
  });
}

export interface UserOptionFilter {
  keyword?: string;
  /** Leave out the users who hold this role directly. */
  notInRole?: number;
  source?: 'local' | 'ldap';
  status?: 0 | 1;
}

/** Users the viewer may see (data group `user`), by username, with `isAdmin` for the reasons. */
export async function userOptions(db: DbOrTx, viewerId: number, filter: UserOptionFilter) {
  const filters: SQL[] = [await dataScopeSql(db, viewerId, 'user', { deptColumn: users.deptId, ownerColumn: users.id })];
  const keyword = filter.keyword?.trim();
  if (keyword) filters.push(or(ilike(users.username, containsPattern(keyword)), realNameLike(containsPattern(keyword)))!);
  if (filter.notInRole !== undefined)
    filters.push(sql`not exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.role_id = ${filter.notInRole})`);
  if (filter.source) filters.push(eq(users.source, filter.source));
  if (filter.status !== undefined) filters.push(eq(users.status, filter.status));
  return db
    .select({
      id: users.id,
      username: users.username,
      ...realNameColumns,
      deptName: sql<string>`coalesce((select d.name from departments d where d.id = ${users.deptId}), '')`,
      source: users.source,
      status: users.status,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.username))
    .limit(USER_OPTION_LIMIT);
}
