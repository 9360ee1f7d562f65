// First-start data: the administrator, the system-manage and monitor menus, and two demo
// applications. Runs only when the users table is empty, so it never overwrites real data.
import type { Db } from './open.ts';
import { appGroups, apps, menus, users } from './schema.ts';
import { hashPassword, generatePassword } from '../auth/passwords.ts';
import { putSetting, type LicenseSettings } from './settings.ts';

export const SYSTEM_MANAGE_APP_CODE = '10010';
export const MONITOR_APP_CODE = '10012';

type SeedMenu = {
  code: string;
  name: string;
  zh: string;
  path: string;
  source?: string;
  category?: 1 | 2;
  views?: string;
  buttons?: Array<[code: string, name: string, zh: string]>;
};

const SYSTEM_MANAGE_MENUS: SeedMenu[] = [
  { code: 'application', name: 'Applications', zh: '应用管理', path: 'application', source: 'apps',
    buttons: [['app:add', 'Add application', '新增应用'], ['app:edit', 'Edit application', '编辑应用'], ['app:delete', 'Delete application', '删除应用']] },
  { code: 'user', name: 'Users', zh: '用户管理', path: 'user', source: 'person',
    buttons: [['user:add', 'Add user', '新增用户'], ['user:edit', 'Edit user', '编辑用户'], ['user:delete', 'Delete user', '删除用户']] },
  { code: 'role', name: 'Roles', zh: '角色管理', path: 'role', source: 'people-team',
    buttons: [['role:add', 'Add role', '新增角色'], ['role:delete', 'Delete role', '删除角色']] },
  { code: 'organization', name: 'Departments', zh: '组织机构', path: 'organization', source: 'organization' },
  { code: 'menu', name: 'Menus', zh: '菜单管理', path: 'menu', source: 'navigation',
    buttons: [['menu:add', 'Add menu', '新增菜单']] },
  { code: 'license', name: 'Licence', zh: '许可管理', path: 'license', source: 'certificate' },
  { code: 'data-dictionary', name: 'Dictionaries', zh: '数据字典', path: 'data-dictionary', source: 'book' },
  { code: 'audit-log', name: 'Audit log', zh: '审计日志', path: 'audit-log', source: 'history' },
  { code: 'login-verify', name: 'Directory login', zh: '登录认证', path: 'login-verify', source: 'key' },
  { code: 'message-notification', name: 'Message channels', zh: '消息通知', path: 'message-notification', source: 'mail' },
  { code: 'watermark', name: 'Watermark', zh: '水印管理', path: 'watermark', source: 'image' },
  { code: 'password-policy', name: 'Password policy', zh: '密码策略', path: 'password-policy', source: 'lock' },
  { code: 'personalization', name: 'Personalisation', zh: '个性化设置', path: 'personalization', source: 'paint-brush' },
];

const MONITOR_MENUS: SeedMenu[] = [
  { code: 'service-health', name: 'Service health', zh: '服务健康', path: 'service-health', source: 'heart-pulse',
    views: '/arcana-system/monitor/views/health' },
  { code: 'request-metrics', name: 'Request metrics', zh: '请求指标', path: 'request-metrics', source: 'data-trending',
    views: '/arcana-system/monitor/views/metrics' },
];

async function seedMenus(db: Db, appCode: string, list: SeedMenu[]) {
  for (const [i, m] of list.entries()) {
    const [parent] = await db.insert(menus).values({
      appCode, name: m.name, code: m.code, category: 1, path: m.path, source: m.source ?? '',
      views: m.views ?? '', i18nNames: { en_US: m.name, zh_CN: m.zh }, sort: i,
    }).returning({ id: menus.id });
    for (const [j, [code, name, zh]] of (m.buttons ?? []).entries()) {
      await db.insert(menus).values({
        appCode, parentId: parent!.id, name, code, category: 2, type: 'button', i18nNames: { en_US: name, zh_CN: zh }, sort: j,
      });
    }
  }
}

function isoDate(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
}

/** Returns the generated admin password when one was made, so the caller can print it once. */
export async function seedIfEmpty(db: Db, opts: { adminPassword?: string }): Promise<{ seeded: boolean; generatedPassword?: string }> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return { seeded: false };

  const generatedPassword = opts.adminPassword ? undefined : generatePassword();
  const password = opts.adminPassword ?? generatedPassword!;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      username: 'admin', realName: 'Administrator', email: 'admin@example.com',
      passwordHash: await hashPassword(password), passwordStatus: 3, isAdmin: true,
    });
    await seedMenus(tx as unknown as Db, SYSTEM_MANAGE_APP_CODE, SYSTEM_MANAGE_MENUS);
    await seedMenus(tx as unknown as Db, MONITOR_APP_CODE, MONITOR_MENUS);
    const [office] = await tx.insert(appGroups).values({ name: 'Office', i18nNames: { en_US: 'Office', zh_CN: '办公' }, sort: 0 }).returning();
    const [ops] = await tx.insert(appGroups).values({ name: 'Operations', i18nNames: { en_US: 'Operations', zh_CN: '运维' }, sort: 1 }).returning();
    await tx.insert(apps).values([
      {
        appId: 'props-demo', code: 'props-demo', name: 'Props demo', description: 'Shows what the shell hands an embedded application',
        i18nNames: { en_US: 'Props demo', zh_CN: '属性演示' }, address: '/demo-apps/props-demo/', baseUrl: 'props-demo',
        icon: '/demo-apps/props-demo/icon.svg', groupId: office!.id, sort: 0,
        license: { status: 'effect', scope: 'All functions', version: '1.0', expireDate: isoDate(365) },
      },
      {
        appId: 'elements-demo', code: 'elements-demo', name: 'Elements demo', description: 'Uses the exported watermark and permission elements',
        i18nNames: { en_US: 'Elements demo', zh_CN: '组件演示' }, address: '/demo-apps/elements-demo/', baseUrl: 'elements-demo',
        icon: '/demo-apps/elements-demo/icon.svg', groupId: ops!.id, sort: 1, license: null,
      },
    ]);
  });
  const license: LicenseSettings = {
    licenseId: 'ARC-TRIAL-0001', type: 'Trial', authorizedFirm: 'Arcana demo', cpuCoresTotal: 16,
    expireDate: isoDate(365), activated: true,
  };
  await putSetting(db, 'license', license);
  return { seeded: true, generatedPassword };
}
