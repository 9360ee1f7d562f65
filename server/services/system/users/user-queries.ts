// Reads of the users page: the filtered list (one where-clause builder shared by the list and
// the export), one user, and the direct and inherited roles of a set of users.
import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { departments, deptRoles, roles, userRoles, users } from '../../../db/schema.ts';
import { pageWindow, type Page } from '../../../db/paging.ts';
import { dataScopeSql, deptSubtreeIds } from '../../../auth/data-scope.ts';
import type { components } from '../../../gen/arcana-system.ts';
import { cachesOf, TopicCache } from '../../../cache/topic-cache.ts';
import type { I18nNames } from '../../../db/schema.ts';
import type { Lang } from '../../../i18n/messages.ts';
import { realNameColumns, shownRealName } from './real-name.ts';

export type UserRow = components['schemas']['UserRow'];

export interface UserFilters {
  keyword?: string;
  status?: number;
  deptId?: number;
}

/** Who is looking: their data scope narrows what they see and change. */
export interface Viewer {
  userId: number;
}

/** `%text%` for LIKE with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The one where-clause of the users list, the export and single-user access: the filters, and
 * the viewer's data scope for the `user` data group (roles' "own department and below" etc.).
 * The keyword is matched against `search_text` (username, real name, phone and e-mail, already
 * lower-cased), which the trigram index serves.
 */
export async function usersWhere(db: DbOrTx, filters: UserFilters, viewer: Viewer): Promise<SQL> {
  const parts: SQL[] = [await dataScopeSql(db, viewer.userId, 'user', { deptColumn: users.deptId, ownerColumn: users.id })];
  const keyword = filters.keyword?.trim().toLowerCase();
  if (keyword) parts.push(like(users.searchText, containsPattern(keyword)));
  if (filters.status !== undefined) parts.push(eq(users.status, filters.status));
  // The subtree's ids are read first (a few dozen): a plain IN list plans far better than the
  // recursive query inside the users scan.
  if (filters.deptId !== undefined) parts.push(inArray(users.deptId, await deptSubtreeIds(db, filters.deptId)));
  return and(...parts)!;
}

const SORTS = { id: users.id, username: users.username, realName: users.realName, createdAt: users.createdAt } as const;
export type UserSort = keyof typeof SORTS;

export const userColumns = {
  id: users.id,
  username: users.username,
  ...realNameColumns,
  phone: users.phone,
  email: users.email,
  deptId: users.deptId,
  deptName: sql<string>`coalesce(${departments.name}, '')`,
  status: users.status,
  passwordNeverExpires: users.passwordNeverExpires,
  passwordStatus: users.passwordStatus,
  source: users.source,
  lockedUntil: users.lockedUntil,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

interface BaseRow {
  id: number;
  username: string;
  realName: string;
  realNameI18n: I18nNames;
  phone: string;
  email: string;
  deptId: number | null;
  deptName: string;
  status: number;
  passwordNeverExpires: boolean;
  passwordStatus: number;
  source: 'local' | 'ldap';
  lockedUntil: Date | null;
  isAdmin: boolean;
  createdAt: Date;
}

/** Direct and inherited roles of `rows`, attached in the shape of the contract, named for a viewer of `lang`. */
export async function withRoles(db: DbOrTx, rows: BaseRow[], lang: Lang): Promise<UserRow[]> {
  const ids = rows.map((r) => r.id);
  const deptIds = [...new Set(rows.map((r) => r.deptId).filter((d): d is number => d !== null))];
  const [direct, inherited] = await Promise.all([
    ids.length
      ? db
          .select({ userId: userRoles.userId, id: roles.id, name: roles.name, i18nNames: roles.i18nNames })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, ids))
          .orderBy(asc(roles.sort), asc(roles.id))
      : [],
    deptIds.length
      ? db
          .select({ deptId: deptRoles.deptId, deptName: departments.name, id: roles.id, name: roles.name, i18nNames: roles.i18nNames })
          .from(deptRoles)
          .innerJoin(roles, eq(roles.id, deptRoles.roleId))
          .innerJoin(departments, eq(departments.id, deptRoles.deptId))
          .where(inArray(deptRoles.deptId, deptIds))
          .orderBy(asc(roles.sort), asc(roles.id))
      : [],
  ]);
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    realName: shownRealName(r, lang),
    phone: r.phone,
    email: r.email,
    deptId: r.deptId,
    deptName: r.deptName,
    status: r.status,
    passwordNeverExpires: r.passwordNeverExpires,
    passwordStatus: r.passwordStatus,
    source: r.source,
    locked: (r.lockedUntil?.getTime() ?? 0) > now,
    builtIn: r.isAdmin,
    createdAt: r.createdAt.toISOString(),
    roles: direct.filter((d) => d.userId === r.id).map(({ id, name, i18nNames }) => ({ id, name, i18nNames })),
    inheritedRoles: inherited
      .filter((d) => d.deptId === r.deptId)
      .map(({ id, name, i18nNames, deptId, deptName }) => ({ id, name, i18nNames, deptId, deptName })),
  }));
}

/**
 * Totals of the users list by where-clause (its SQL text and parameters, which include the data
 * scope and a department's subtree ids). Counting the matches of a common word reads the whole
 * table at 100,000 users (~100 ms on PGlite) while the page itself reads a few rows through the
 * sort's index, and paging through one search asks the same total again and again. Dropped in
 * every process whenever a user is added, deleted, or changed in a column that is searched or
 * filtered on: a database trigger sends the 'users' topic (migration 0012), whatever code wrote.
 */
const USER_TOTALS = Symbol('userTotals');

function countMatching(db: DbOrTx, where: SQL): Promise<number> {
  const query = db.select({ n: count() }).from(users).where(where);
  const run = async () => (await query)[0]?.n ?? 0;
  // A transaction may see its own uncommitted writes: it reads through.
  if ('rollback' in db) return run();
  const { sql: text, params } = query.toSQL();
  const cache = cachesOf(db, USER_TOTALS, () => new TopicCache<string, number>(db, 'users', 1_000));
  return cache.get(`${text}\u0000${JSON.stringify(params)}`, run);
}

/**
 * A page of users. The page and the total are two queries rather than `count(*) over()`: the page
 * then reads only its rows through the sort's index, and the total is cached (above).
 */
export async function listUsers(
  db: DbOrTx,
  query: UserFilters & { current?: number; size?: number; sortBy?: UserSort; order?: 'asc' | 'desc' },
  viewer: Viewer,
  lang: Lang,
): Promise<Page<UserRow>> {
  const window = pageWindow(query);
  const where = await usersWhere(db, query, viewer);
  const dir = query.order === 'desc' ? desc : asc;
  const sortBy = SORTS[query.sortBy ?? 'id'];
  const [rows, total] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(where)
      .orderBy(dir(sortBy), dir(users.id))
      .limit(window.limit)
      .offset(window.offset),
    countMatching(db, where),
  ]);
  return { records: await withRoles(db, rows, lang), total, current: window.current, size: window.size };
}

/** One user the viewer may see (their data scope), or undefined; named for a viewer of `lang`. */
export async function findUser(db: DbOrTx, id: number, lang: Lang, viewer?: Viewer): Promise<UserRow | undefined> {
  const scope = viewer ? await usersWhere(db, {}, viewer) : undefined;
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(and(eq(users.id, id), scope))
    .limit(1);
  return (await withRoles(db, rows, lang))[0];
}

/** The ids among `ids` the viewer may not see (out of their data scope, or gone). */
export async function idsOutOfScope(db: DbOrTx, ids: number[], viewer: Viewer): Promise<number[]> {
  const visible = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), await usersWhere(db, {}, viewer)));
  const seen = new Set(visible.map((v) => v.id));
  return ids.filter((id) => !seen.has(id));
}
