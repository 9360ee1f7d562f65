// "Why does this user hold this permission?" The user's roles with where each comes from (a direct
// role, or a default role of their department), and every functional, data and interface grant
// with the roles that give it. Serves the personal Permission page and the users page's
// authority view (call `effectiveAuthority(db, userId)`).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction.ts';
import {
  apps,
  departments,
  deptRoles,
  menus,
  roleApis,
  roleApps,
  roleDataScopes,
  roleMenus,
  roles,
  userRoles,
  users,
  type I18nNames,
} from '../db/schema.ts';
import { dataGroupOf } from './data-groups.ts';
import { operationPaths } from './operation-catalog.ts';
import { appGrantedSql, menuGrantedSql } from './permissions.ts';

export interface GrantSource {
  roleId: number;
  roleName: string;
  roleI18nNames?: I18nNames;
  deptId?: number;
  deptName?: string;
}

export interface EffectiveAuthority {
  administrator: boolean;
  roles: GrantSource[];
  menus: Array<{
    id: number;
    code: string;
    name: string;
    i18nNames: I18nNames;
    appCode: string;
    appName: string;
    appI18nNames?: I18nNames;
    category: number;
    parentId: number | null;
    sources: GrantSource[];
  }>;
  apps: Array<{ id: number; code: string; name: string; i18nNames: I18nNames; sources: GrantSource[] }>;
  dataScopes: Array<{
    dataGroup: string;
    dataGroupI18nNames?: I18nNames;
    visitType: number;
    deptNames: string[];
    dataItems: string[];
    sources: GrantSource[];
  }>;
  apis: Array<{ code: string; path: string; sources: GrantSource[] }>;
}

/** The user's enabled roles, each once per way they hold it (directly, through their department). */
export async function rolesWithSources(db: DbOrTx, userId: number): Promise<GrantSource[]> {
  const direct = await db
    .select({ roleId: roles.id, roleName: roles.name, roleI18nNames: roles.i18nNames })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, 1)))
    .orderBy(asc(roles.sort), asc(roles.id));
  const inherited = await db
    .select({ roleId: roles.id, roleName: roles.name, roleI18nNames: roles.i18nNames, deptId: departments.id, deptName: departments.name })
    .from(users)
    .innerJoin(deptRoles, eq(deptRoles.deptId, users.deptId))
    .innerJoin(departments, eq(departments.id, users.deptId))
    .innerJoin(roles, eq(roles.id, deptRoles.roleId))
    .where(and(eq(users.id, userId), eq(roles.status, 1)))
    .orderBy(asc(roles.sort), asc(roles.id));
  return [...direct, ...inherited];
}

function sourcesBy<K>(rows: Array<{ key: K; roleId: number }>, sources: GrantSource[]): Map<K, GrantSource[]> {
  const byRole = new Map<number, GrantSource[]>();
  for (const s of sources) byRole.set(s.roleId, [...(byRole.get(s.roleId) ?? []), s]);
  const out = new Map<K, GrantSource[]>();
  for (const r of rows) out.set(r.key, [...(out.get(r.key) ?? []), ...(byRole.get(r.roleId) ?? [])]);
  return out;
}

const appNameSql = sql<string>`coalesce((select a.name from apps a where a.code = ${menus.appCode} limit 1), '')`;
const appI18nSql = sql<I18nNames | null>`(select a.i18n_names from apps a where a.code = ${menus.appCode} limit 1)`;

export async function effectiveAuthority(db: DbOrTx, userId: number): Promise<EffectiveAuthority> {
  const [user] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).limit(1);
  const administrator = user?.isAdmin ?? false;
  const sources = await rolesWithSources(db, userId);
  const roleIds = [...new Set(sources.map((s) => s.roleId))];
  const menuColumns = {
    id: menus.id,
    code: menus.code,
    name: menus.name,
    i18nNames: menus.i18nNames,
    appCode: menus.appCode,
    appName: appNameSql,
    appI18nNames: appI18nSql,
    category: menus.category,
    parentId: menus.parentId,
  };
  const menuOrder = [asc(menus.appCode), asc(menus.category), asc(menus.sort), asc(menus.id)];
  if (administrator) {
    const allMenus = await db
      .select(menuColumns)
      .from(menus)
      .orderBy(...menuOrder);
    const allApps = await db
      .select({ id: apps.id, code: apps.code, name: apps.name, i18nNames: apps.i18nNames })
      .from(apps)
      .orderBy(asc(apps.sort), asc(apps.id));
    return {
      administrator,
      roles: sources,
      menus: allMenus.map((m) => ({ ...m, appI18nNames: m.appI18nNames ?? undefined, sources: [] })),
      apps: allApps.map((a) => ({ ...a, sources: [] })),
      dataScopes: [],
      apis: [],
    };
  }
  if (!roleIds.length) return { administrator, roles: [], menus: [], apps: [], dataScopes: [], apis: [] };

  const menuRows = await db
    .select({ ...menuColumns, roleId: roleMenus.roleId })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(inArray(roleMenus.roleId, roleIds))
    .orderBy(...menuOrder);
  const menuSources = sourcesBy(
    menuRows.map((r) => ({ key: r.id, roleId: r.roleId })),
    sources,
  );
  const appRows = await db
    .select({ id: apps.id, code: apps.code, name: apps.name, i18nNames: apps.i18nNames, roleId: roleApps.roleId })
    .from(roleApps)
    .innerJoin(apps, eq(apps.id, roleApps.appId))
    .where(inArray(roleApps.roleId, roleIds))
    .orderBy(asc(apps.sort), asc(apps.id));
  const appSources = sourcesBy(
    appRows.map((r) => ({ key: r.id, roleId: r.roleId })),
    sources,
  );
  const scopeRows = await db
    .select()
    .from(roleDataScopes)
    .where(inArray(roleDataScopes.roleId, roleIds))
    .orderBy(asc(roleDataScopes.dataGroup), asc(roleDataScopes.visitType));
  const deptIds = [...new Set(scopeRows.flatMap((r) => r.deptIds))];
  const deptNames = new Map(
    deptIds.length
      ? (await db.select({ id: departments.id, name: departments.name }).from(departments).where(inArray(departments.id, deptIds))).map(
          (d) => [d.id, d.name],
        )
      : [],
  );
  const apiRows = await db.select().from(roleApis).where(inArray(roleApis.roleId, roleIds)).orderBy(asc(roleApis.operationId));
  const apiSources = sourcesBy(
    apiRows.map((r) => ({ key: r.operationId, roleId: r.roleId })),
    sources,
  );
  const paths = operationPaths();

  const once = <T extends { id: number }>(rows: T[]) => [...new Map(rows.map((r) => [r.id, r])).values()];
  return {
    administrator,
    roles: sources,
    menus: once(menuRows).map(({ roleId: _r, ...m }) => ({
      ...m,
      appI18nNames: m.appI18nNames ?? undefined,
      sources: menuSources.get(m.id) ?? [],
    })),
    apps: once(appRows).map(({ roleId: _r, ...a }) => ({ ...a, sources: appSources.get(a.id) ?? [] })),
    dataScopes: scopeRows.map((r) => ({
      dataGroup: r.dataGroup,
      dataGroupI18nNames: dataGroupOf(r.dataGroup)?.i18nNames,
      visitType: r.visitType,
      deptNames: r.deptIds.map((id) => deptNames.get(id) ?? `#${id}`),
      dataItems: r.dataItems,
      sources: sources.filter((s) => s.roleId === r.roleId),
    })),
    apis: [...new Set(apiRows.map((r) => r.operationId))].map((code) => ({
      code,
      path: paths.get(code) ?? '',
      sources: apiSources.get(code) ?? [],
    })),
  };
}

/**
 * A fingerprint of what the shell shows: the granted menus, buttons and applications. It is
 * read from the database on every call, so every server process behind a load balancer answers
 * the same and a change shows on the next poll.
 */
export async function permissionsVersion(db: DbOrTx, userId: number): Promise<string> {
  const result = await db.execute(sql`select md5(coalesce(string_agg(g, ',' order by g), '')) as v from (
    select 'm' || ${menus.id} || ':' || ${menus.code} as g from ${menus} where ${menuGrantedSql(userId)}
    union all
    select 'a' || ${apps.id} from ${apps} where ${appGrantedSql(userId)}) grants`);
  return (result as { rows: Array<{ v: string | null }> }).rows[0]?.v ?? '';
}
