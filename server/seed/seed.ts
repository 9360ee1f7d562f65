// First-start data: the administrator, the system-manage and monitor menus, the demo
// applications and their menus, and a "Viewer" role. Runs only when the users table is empty,
// so it never overwrites real data. A "demo" user holding the Viewer role is added (once) only
// when ARCANA_SEED_DEMO_USER=1 and ARCANA_DEMO_PASSWORD are set.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appGroups, apps, menus, roleApps, roleMenus, roles, userRoles, users } from '../db/schema.ts';
import { hashPassword, generatePassword } from '../auth/passwords.ts';
import { putSetting } from '../settings/settings-store.ts';
import type { LicenseSettings } from '../services/system/license/license-settings.ts';
import { syncBuiltInDictionaries } from '../services/system/dictionaries/builtin-dicts.ts';
import {
  MONITOR_APP_CODE,
  MONITOR_MENUS,
  SYSTEM_MANAGE_APP_CODE,
  SYSTEM_MANAGE_MENUS,
  seedMenus,
  syncBuiltInMenus,
  type SeedMenu,
} from '../services/system/menus/builtin-menus.ts';
import { invalidate } from '../cache/invalidate.ts';

export { SYSTEM_MANAGE_APP_CODE, MONITOR_APP_CODE } from '../services/system/menus/builtin-menus.ts';

/** Menus of the demo applications (app code = the application's code). */
const PROPS_DEMO_MENUS: SeedMenu[] = [
  {
    code: 'props-overview',
    name: 'Overview',
    zh: '概览',
    path: 'overview',
    source: 'home',
    buttons: [
      ['props-demo:refresh', 'Refresh', '刷新'],
      ['props-demo:export', 'Export', '导出'],
    ],
  },
  {
    code: 'props-settings',
    name: 'Settings',
    zh: '设置',
    path: 'settings',
    source: 'settings',
    buttons: [['props-demo:edit', 'Edit', '编辑']],
  },
  // A route with a parameter that has no sidebar entry, and a link that opens a new tab.
  { code: 'props-detail', name: 'Record detail', zh: '记录详情', path: 'detail/:id', source: 'document', hidden: true },
  {
    code: 'props-standalone',
    name: 'Open standalone',
    zh: '独立打开',
    path: '/demo-apps/props-demo/',
    source: 'open',
    type: 'external',
    isOpen: true,
  },
];

const ELEMENTS_DEMO_MENUS: SeedMenu[] = [
  {
    code: 'elements-overview',
    name: 'Overview',
    zh: '概览',
    path: 'overview',
    source: 'home',
    buttons: [
      ['elements-demo:view', 'View', '查看'],
      ['elements-demo:edit', 'Edit', '编辑'],
      ['elements-demo:delete', 'Delete', '删除'],
    ],
  },
];

/** What the seeded "Viewer" role grants: menu codes per app code, and application codes. */
const VIEWER_GRANTS = {
  menus: {
    '10010': ['audit-log'],
    '10012': ['service-health'],
    'props-demo': ['props-overview', 'props-demo:refresh', 'props-settings', 'props-detail', 'props-standalone'],
    'elements-demo': ['elements-overview', 'elements-demo:view'],
  } as Record<string, string[]>,
  apps: ['props-demo', 'elements-demo'],
};

async function seedViewerRole(db: Db) {
  const [viewer] = await db
    .insert(roles)
    .values({
      name: 'Viewer',
      i18nNames: { zh_CN: '只读用户', en_US: 'Viewer' },
      description: 'Reads the demo applications, the audit log and service health',
    })
    .returning({ id: roles.id });
  for (const [appCode, codes] of Object.entries(VIEWER_GRANTS.menus)) {
    const rows = await db.select({ id: menus.id, code: menus.code }).from(menus).where(eq(menus.appCode, appCode));
    const ids = rows.filter((r) => codes.includes(r.code)).map((r) => ({ roleId: viewer!.id, menuId: r.id }));
    if (ids.length) await db.insert(roleMenus).values(ids);
  }
  const appRows = await db.select({ id: apps.id, code: apps.code }).from(apps);
  const appIds = appRows.filter((a) => VIEWER_GRANTS.apps.includes(a.code)).map((a) => ({ roleId: viewer!.id, appId: a.id }));
  if (appIds.length) await db.insert(roleApps).values(appIds);
}

/**
 * Adds the user "demo" (role Viewer, no forced password change) unless it exists. Used by
 * tests and by ARCANA_SEED_DEMO_USER=1 with ARCANA_DEMO_PASSWORD.
 */
export async function ensureDemoUser(db: Db, password: string): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo'`)
    .limit(1);
  if (existing) return;
  const [user] = await db
    .insert(users)
    .values({
      username: 'demo',
      realName: 'Demo User',
      realNameI18n: { en_US: 'Demo User', zh_CN: '演示用户' },
      email: 'demo@example.com',
      passwordHash: await hashPassword(password),
      passwordStatus: 0,
    })
    .returning({ id: users.id });
  const [viewer] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Viewer')).limit(1);
  if (viewer) await db.insert(userRoles).values({ userId: user!.id, roleId: viewer.id });
  await invalidate(db, 'permissions');
}

function isoDate(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
}

/** Returns the generated admin password when one was made, so the caller can print it once. */
export async function seedIfEmpty(
  db: Db,
  opts: { adminPassword?: string; demoPassword?: string },
): Promise<{ seeded: boolean; generatedPassword?: string }> {
  const demoPassword =
    opts.demoPassword ?? (process.env.ARCANA_SEED_DEMO_USER === '1' ? process.env.ARCANA_DEMO_PASSWORD || undefined : undefined);
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) {
    await syncBuiltInMenus(db);
    await syncBuiltInDictionaries(db);
    if (demoPassword) await ensureDemoUser(db, demoPassword);
    return { seeded: false };
  }

  const generatedPassword = opts.adminPassword ? undefined : generatePassword();
  const password = opts.adminPassword ?? generatedPassword!;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      username: 'admin',
      realName: 'Administrator',
      // Named in the viewer's language until an administrator renames him (users/real-name.ts).
      realNameI18n: { en_US: 'Administrator', zh_CN: '系统管理员' },
      email: 'admin@example.com',
      passwordHash: await hashPassword(password),
      passwordStatus: 3,
      isAdmin: true,
    });
    await seedMenus(tx, SYSTEM_MANAGE_APP_CODE, SYSTEM_MANAGE_MENUS);
    await seedMenus(tx, MONITOR_APP_CODE, MONITOR_MENUS);
    await seedMenus(tx, 'props-demo', PROPS_DEMO_MENUS);
    await seedMenus(tx, 'elements-demo', ELEMENTS_DEMO_MENUS);
    const [office] = await tx
      .insert(appGroups)
      .values({ name: 'Office', i18nNames: { en_US: 'Office', zh_CN: '办公' }, sort: 0 })
      .returning();
    const [ops] = await tx
      .insert(appGroups)
      .values({ name: 'Operations', i18nNames: { en_US: 'Operations', zh_CN: '运维' }, sort: 1 })
      .returning();
    await tx.insert(apps).values([
      {
        appId: 'props-demo',
        code: 'props-demo',
        name: 'Props demo',
        description: 'Shows what the shell hands an embedded application',
        i18nDescriptions: { en_US: 'Shows what the shell hands an embedded application', zh_CN: '展示外壳传给嵌入应用的内容' },
        i18nNames: { en_US: 'Props demo', zh_CN: '属性演示' },
        address: '/demo-apps/props-demo/',
        baseUrl: 'props-demo',
        icon: '/demo-apps/props-demo/icon.svg',
        groupId: office!.id,
        sort: 0,
      },
      {
        appId: 'elements-demo',
        code: 'elements-demo',
        name: 'Elements demo',
        description: 'Uses the exported watermark and permission elements',
        i18nDescriptions: { en_US: 'Uses the exported watermark and permission elements', zh_CN: '使用导出的水印与权限组件' },
        i18nNames: { en_US: 'Elements demo', zh_CN: '组件演示' },
        address: '/demo-apps/elements-demo/',
        baseUrl: 'elements-demo',
        icon: '/demo-apps/elements-demo/icon.svg',
        groupId: ops!.id,
        sort: 1,
      },
      {
        // Not in the licence: the home page labels it "unactivated" and it cannot be opened.
        appId: 'reports-demo',
        code: 'reports-demo',
        name: 'Reports',
        description: 'An application whose licence was never activated',
        i18nDescriptions: { en_US: 'An application whose licence was never activated', zh_CN: '许可从未激活的应用' },
        i18nNames: { en_US: 'Reports', zh_CN: '报表' },
        address: '/demo-apps/props-demo/',
        baseUrl: 'reports-demo',
        icon: '/demo-apps/props-demo/icon.svg',
        groupId: ops!.id,
        sort: 2,
      },
    ]);
    await seedViewerRole(tx);
    await invalidate(tx, 'menus', 'apps', 'permissions');
  });
  const license: LicenseSettings = {
    licenseId: 'ARC-TRIAL-0001',
    type: 'Trial',
    authorizedFirm: 'Arcana demo',
    cpuCoresTotal: 16,
    expireDate: isoDate(365),
    activated: true,
    // The applications this licence covers: the only place an application's licence is kept.
    apps: ['props-demo', 'elements-demo'].map((code) => ({ code, scope: 'All functions', version: '1.0', expireDate: isoDate(365) })),
  };
  await putSetting(db, 'license', license);
  await syncBuiltInDictionaries(db);
  if (demoPassword) await ensureDemoUser(db, demoPassword);
  return { seeded: true, generatedPassword };
}
