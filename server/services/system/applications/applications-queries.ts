// Every database read and write of application management: the admin page and overview, an
// application's row, its distribution, the groups, and the default-app and quick-access settings.
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import type { DbOrTx, Tx } from '../../../db/transaction.ts';
import { appGroups, apps, departments, deptApps, menus, roleApps, roles, userAppGrants, users } from '../../../db/schema.ts';
import { getSetting, putSetting } from '../../../settings/settings-store.ts';
import './applications-settings.ts';
import { containsPattern, pageWindow, totalOver } from '../../../db/paging.ts';
import { invalidate } from '../../../cache/invalidate.ts';

export interface AdminAppFilter {
  keyword?: string;
  groupId?: number;
  state?: number;
  current?: number;
  size?: number;
}

export async function pageApps(db: Db, q: AdminAppFilter) {
  const window = pageWindow(q);
  const where: SQL[] = [];
  const keyword = q.keyword?.trim();
  if (keyword) {
    const p = containsPattern(keyword);
    where.push(
      or(
        ilike(apps.name, p),
        ilike(apps.code, p),
        ilike(apps.appId, p),
        sql`${apps.i18nNames}->>'en_US' ilike ${p}`,
        sql`${apps.i18nNames}->>'zh_CN' ilike ${p}`,
      )!,
    );
  }
  if (q.groupId === 0) where.push(isNull(apps.groupId));
  else if (q.groupId !== undefined) where.push(eq(apps.groupId, q.groupId));
  if (q.state !== undefined) where.push(eq(apps.state, q.state));
  const rows = await db
    .select({ app: apps, group: appGroups, total: totalOver() })
    .from(apps)
    .leftJoin(appGroups, eq(apps.groupId, appGroups.id))
    .where(and(...where))
    .orderBy(sql`${appGroups.sort} asc nulls last`, asc(apps.sort), asc(apps.id))
    .limit(window.limit)
    .offset(window.offset);
  const countAll = async () =>
    (
      await db
        .select({ n: count() })
        .from(apps)
        .where(and(...where))
    )[0]!.n;
  return { rows, window, countAll };
}

export async function appWithGroup(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ app: apps, group: appGroups })
    .from(apps)
    .leftJoin(appGroups, eq(apps.groupId, appGroups.id))
    .where(eq(apps.id, id))
    .limit(1);
  return row;
}

export async function distributionOf(db: DbOrTx, appId: number) {
  const [r, d, u] = await Promise.all([
    db.select({ id: roleApps.roleId }).from(roleApps).where(eq(roleApps.appId, appId)).orderBy(asc(roleApps.roleId)),
    db.select({ id: deptApps.deptId }).from(deptApps).where(eq(deptApps.appId, appId)).orderBy(asc(deptApps.deptId)),
    db.select({ id: userAppGrants.userId }).from(userAppGrants).where(eq(userAppGrants.appId, appId)).orderBy(asc(userAppGrants.userId)),
  ]);
  return { appId, roleIds: r.map((x) => x.id), deptIds: d.map((x) => x.id), userIds: u.map((x) => x.id) };
}

/** How many of `ids` exist in each table (a distribution naming a missing one is refused). */
export async function existingCounts(db: DbOrTx, roleIds: number[], deptIds: number[], userIds: number[]) {
  const n = async (rows: Promise<Array<{ n: number }>>) => (await rows)[0]?.n ?? 0;
  return {
    roles: roleIds.length ? await n(db.select({ n: count() }).from(roles).where(inArray(roles.id, roleIds))) : 0,
    depts: deptIds.length ? await n(db.select({ n: count() }).from(departments).where(inArray(departments.id, deptIds))) : 0,
    users: userIds.length ? await n(db.select({ n: count() }).from(users).where(inArray(users.id, userIds))) : 0,
  };
}

export async function replaceDistribution(tx: DbOrTx, appId: number, roleIds: number[], deptIds: number[], userIds: number[]) {
  await invalidate(tx, 'permissions');
  await tx.delete(roleApps).where(eq(roleApps.appId, appId));
  await tx.delete(deptApps).where(eq(deptApps.appId, appId));
  await tx.delete(userAppGrants).where(eq(userAppGrants.appId, appId));
  if (roleIds.length) await tx.insert(roleApps).values(roleIds.map((roleId) => ({ roleId, appId })));
  if (deptIds.length) await tx.insert(deptApps).values(deptIds.map((deptId) => ({ deptId, appId })));
  if (userIds.length) await tx.insert(userAppGrants).values(userIds.map((userId) => ({ userId, appId })));
}

export async function groupsWithCounts(db: DbOrTx) {
  const groups = await db.select().from(appGroups).orderBy(asc(appGroups.sort), asc(appGroups.id));
  const counts = await db.select({ groupId: apps.groupId, n: count() }).from(apps).groupBy(apps.groupId);
  const byGroup = new Map(counts.map((c) => [c.groupId, c.n]));
  return groups.map((g) => ({ id: g.id, name: g.name, i18nNames: g.i18nNames, sort: g.sort, appCount: byGroup.get(g.id) ?? 0 }));
}

type AppColumns = Omit<typeof apps.$inferInsert, 'id'>;
type AppGroupValues = Pick<typeof appGroups.$inferInsert, 'name' | 'i18nNames' | 'sort'>;

/** The applications, other than `exceptId`, that already use this appId, code or base URL. */
export function identityClashes(db: DbOrTx, values: { appId: string; code: string; baseUrl: string }, exceptId?: number) {
  const others = exceptId === undefined ? undefined : ne(apps.id, exceptId);
  return db
    .select({ appId: apps.appId, code: apps.code, baseUrl: apps.baseUrl })
    .from(apps)
    .where(and(or(eq(apps.appId, values.appId), eq(apps.code, values.code), eq(apps.baseUrl, values.baseUrl)), others));
}

export async function groupExists(db: DbOrTx, groupId: number): Promise<boolean> {
  const [group] = await db.select({ id: appGroups.id }).from(appGroups).where(eq(appGroups.id, groupId)).limit(1);
  return Boolean(group);
}

export async function appExists(db: DbOrTx, id: number): Promise<boolean> {
  const [app] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, id)).limit(1);
  return Boolean(app);
}

export async function appCodeTaken(db: DbOrTx, code: string): Promise<boolean> {
  const [taken] = await db.select({ id: apps.id }).from(apps).where(eq(apps.code, code)).limit(1);
  return Boolean(taken);
}

/** Every application's state and code (the overview counts them). */
export const appStates = (db: Db) => db.select({ state: apps.state, code: apps.code }).from(apps);

export async function insertApp(tx: Tx, values: AppColumns) {
  await invalidate(tx, 'apps');
  const [row] = await tx.insert(apps).values(values).returning();
  return row!;
}

/** The application's row, locked for the rest of the transaction. */
export async function lockApp(tx: Tx, id: number) {
  const [row] = await tx.select().from(apps).where(eq(apps.id, id)).for('update');
  return row;
}

/** Locks the application's row; false when there is none. */
export async function lockAppId(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, id)).for('update');
  return Boolean(row);
}

export async function updateApp(tx: Tx, id: number, values: AppColumns) {
  await invalidate(tx, 'apps');
  const [row] = await tx.update(apps).set(values).where(eq(apps.id, id)).returning();
  return row;
}

export async function appStateOf(tx: Tx, id: number) {
  const [row] = await tx.select({ id: apps.id, state: apps.state, code: apps.code }).from(apps).where(eq(apps.id, id));
  return row;
}

export async function setAppState(tx: Tx, id: number, state: number) {
  await invalidate(tx, 'apps');
  await tx.update(apps).set({ state }).where(eq(apps.id, id));
}

export async function appRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(apps).where(eq(apps.id, id));
  return row;
}

/**
 * Deletes the application and its menus. Its grants and favourites go with it (foreign keys);
 * quick-access entries and defaults stay on purpose, so their owners are told it was deleted.
 */
export async function deleteApp(tx: Tx, app: { id: number; code: string }) {
  await invalidate(tx, 'menus', 'apps');
  await tx.delete(menus).where(eq(menus.appCode, app.code));
  await tx.delete(apps).where(eq(apps.id, app.id));
}

export const appGroupRows = (db: DbOrTx) => db.select().from(appGroups);

/** Deletes the groups `gone`, then updates the groups with an id and inserts the others. */
export async function replaceGroups(tx: Tx, gone: number[], groups: Array<AppGroupValues & { id?: number }>) {
  await invalidate(tx, 'apps');
  if (gone.length) await tx.delete(appGroups).where(inArray(appGroups.id, gone));
  for (const { id, ...values } of groups) {
    if (id) await tx.update(appGroups).set(values).where(eq(appGroups.id, id));
    else await tx.insert(appGroups).values(values);
  }
}

/** The global default application and quick-access maximum (two settings). */
export async function appPlatformSettings(db: DbOrTx) {
  return { defaultAppId: await getSetting(db as Db, 'defaultApp'), maxQuickAccess: await getSetting(db as Db, 'quickAccessMax') };
}

export async function putAppPlatformSettings(tx: Tx, defaultAppId: number | null, maxQuickAccess: number) {
  await putSetting(tx, 'defaultApp', defaultAppId);
  await putSetting(tx, 'quickAccessMax', maxQuickAccess);
}
