// Every database read and write of a role's authority: the menus, applications and departments
// the editor offers, the role's grants (menus, applications, data scopes, operations) and their
// replacement.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/transaction.ts';
import { apps, departments, menus, roleApis, roleApps, roleDataScopes, roleMenus } from '../../../db/schema.ts';
import { invalidate } from '../../../cache/invalidate.ts';

const TABLES = { menus, apps, departments };

/** Every menu and every application, in display order (the functional tree). */
export async function menusAndApps(db: DbOrTx) {
  const allMenus = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const appRows = await db
    .select({ id: apps.id, code: apps.code, name: apps.name, i18nNames: apps.i18nNames })
    .from(apps)
    .orderBy(asc(apps.sort), asc(apps.id));
  return { allMenus, appRows };
}

export const departmentRows = (db: DbOrTx) =>
  db
    .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.id));

export async function authorityOf(db: DbOrTx, roleId: number) {
  const menuIds = (await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
  const appIds = (await db.select({ id: roleApps.appId }).from(roleApps).where(eq(roleApps.roleId, roleId)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
  const dataScopes = (
    await db.select().from(roleDataScopes).where(eq(roleDataScopes.roleId, roleId)).orderBy(asc(roleDataScopes.dataGroup))
  ).map((r) => ({ dataGroup: r.dataGroup, visitType: r.visitType, deptIds: r.deptIds, dataItems: r.dataItems }));
  const apis = (
    await db.select({ code: roleApis.operationId }).from(roleApis).where(eq(roleApis.roleId, roleId)).orderBy(asc(roleApis.operationId))
  ).map((r) => r.code);
  return { menuIds, appIds, dataScopes, apis };
}

/** Whether every one of `ids` names a row of the table. */
export async function allExist(db: DbOrTx, tableName: keyof typeof TABLES, ids: number[]) {
  if (!ids.length) return true;
  const table = TABLES[tableName];
  const [row] = await db.select({ n: count() }).from(table).where(inArray(table.id, ids));
  return (row?.n ?? 0) === ids.length;
}

export interface RoleAuthority {
  menuIds: number[];
  appIds: number[];
  apis: string[];
  dataScopes: Array<{ dataGroup: string; visitType: number; deptIds: number[]; dataItems: string[] }>;
}

/** Replaces everything the role grants with `authority`. */
export async function replaceAuthority(tx: Tx, roleId: number, { menuIds, appIds, apis, dataScopes }: RoleAuthority) {
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await tx.delete(roleApps).where(eq(roleApps.roleId, roleId));
  await tx.delete(roleDataScopes).where(eq(roleDataScopes.roleId, roleId));
  await tx.delete(roleApis).where(eq(roleApis.roleId, roleId));
  if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
  if (appIds.length) await tx.insert(roleApps).values(appIds.map((appId) => ({ roleId, appId })));
  if (dataScopes.length) {
    await tx
      .insert(roleDataScopes)
      .values(
        dataScopes.map((r) => ({ roleId, dataGroup: r.dataGroup, visitType: r.visitType, deptIds: r.deptIds, dataItems: r.dataItems })),
      );
  }
  if (apis.length) await tx.insert(roleApis).values(apis.map((operationId) => ({ roleId, operationId })));
  await invalidate(tx, 'permissions');
}
