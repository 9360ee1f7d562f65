// The portal's own menus: system manage (10010) and monitor (10012), each page with its button
// permissions (category 2). A button's code is the `x-permission` that the page's operations
// declare in openapi/system/*.yaml, and the code a portal button carries. Entries are added to
// an existing database on every start (`syncBuiltInMenus`), so a new page's permissions reach
// installations that were seeded before it existed; entries an administrator changed are kept.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import { invalidate } from '../../../cache/invalidate.ts';
import { menus } from '../../../db/schema.ts';

export const SYSTEM_MANAGE_APP_CODE = '10010';
export const MONITOR_APP_CODE = '10012';

export type Button = [code: string, name: string, zh: string];

export type SeedMenu = {
  code: string;
  name: string;
  zh: string;
  path: string;
  source?: string;
  views?: string;
  type?: 'menu' | 'external';
  isOpen?: boolean;
  hidden?: boolean;
  buttons?: Button[];
};

const EDIT = (area: string, en: string, zh: string): Button[] => [
  [`${area}:add`, `Add ${en}`, `新增${zh}`],
  [`${area}:edit`, `Edit ${en}`, `编辑${zh}`],
  [`${area}:delete`, `Delete ${en}`, `删除${zh}`],
];

export const SYSTEM_MANAGE_MENUS: SeedMenu[] = [
  {
    code: 'application',
    name: 'Applications',
    zh: '应用管理',
    path: 'application',
    source: 'apps',
    buttons: [
      ...EDIT('app', 'application', '应用'),
      ['app:status', 'Enable or disable application', '启用/禁用应用'],
      ['app:distribute', 'Distribute application', '分发应用'],
      ['app:group', 'Manage application groups', '管理应用分组'],
      ['app:settings', 'Default app and quick access', '默认应用与快捷访问'],
    ],
  },
  {
    code: 'user',
    name: 'Users',
    zh: '用户管理',
    path: 'user',
    source: 'person',
    buttons: [
      ...EDIT('user', 'user', '用户'),
      ['user:status', 'Enable or disable user', '启用/禁用用户'],
      ['user:reset-password', 'Reset password', '重置密码'],
      ['user:unlock', 'Unlock account', '解锁账号'],
      ['user:import', 'Import users', '导入用户'],
      ['user:export', 'Export users', '导出用户'],
      ['user:authority', 'View user permissions', '查看用户权限'],
    ],
  },
  {
    code: 'role',
    name: 'Roles',
    zh: '角色管理',
    path: 'role',
    source: 'people-team',
    buttons: [
      ...EDIT('role', 'role', '角色'),
      ['role:status', 'Enable or disable role', '启用/禁用角色'],
      ['role:authority', 'Edit role permissions', '编辑角色权限'],
      ['role:bind', 'Bind users and departments', '绑定用户和部门'],
    ],
  },
  {
    code: 'organization',
    name: 'Departments',
    zh: '组织机构',
    path: 'organization',
    source: 'organization',
    buttons: [...EDIT('dept', 'department', '部门'), ['dept:move', 'Move department', '移动部门']],
  },
  { code: 'menu', name: 'Menus', zh: '菜单管理', path: 'menu', source: 'navigation', buttons: EDIT('menu', 'menu', '菜单') },
  {
    code: 'license',
    name: 'Licence',
    zh: '许可管理',
    path: 'license',
    source: 'certificate',
    buttons: [['license:upload', 'Upload licence', '上传许可']],
  },
  {
    code: 'data-dictionary',
    name: 'Dictionaries',
    zh: '数据字典',
    path: 'data-dictionary',
    source: 'book',
    buttons: [...EDIT('dict', 'dictionary', '字典'), ['dict:status', 'Enable or disable dictionary', '启用/禁用字典']],
  },
  {
    code: 'audit-log',
    name: 'Audit log',
    zh: '审计日志',
    path: 'audit-log',
    source: 'history',
    buttons: [
      ['audit:export', 'Export audit log', '导出审计日志'],
      ['audit:settings', 'Audit retention', '审计保留设置'],
    ],
  },
  {
    code: 'login-verify',
    name: 'Login verification',
    zh: '登录认证',
    path: 'login-verify',
    source: 'key',
    buttons: [
      ['login-verify:edit', 'Edit login verification', '编辑登录验证'],
      ['ldap:edit', 'Edit LDAP settings', '编辑 LDAP 设置'],
      ['ldap:sync', 'Synchronise LDAP users', '同步 LDAP 用户'],
    ],
  },
  {
    code: 'message-notification',
    name: 'Message channels',
    zh: '消息通知',
    path: 'message-notification',
    source: 'mail',
    buttons: [
      ['notice:publish', 'Publish notice', '发布通知'],
      ['channel:edit', 'Edit channels', '编辑消息渠道'],
    ],
  },
  {
    code: 'watermark',
    name: 'Watermark',
    zh: '水印管理',
    path: 'watermark',
    source: 'image',
    buttons: [['watermark:edit', 'Edit watermark', '编辑水印']],
  },
  {
    code: 'password-policy',
    name: 'Password policy',
    zh: '密码策略',
    path: 'password-policy',
    source: 'lock',
    buttons: [['password-policy:edit', 'Edit password policy', '编辑密码策略']],
  },
  {
    code: 'personalization',
    name: 'Personalisation',
    zh: '个性化设置',
    path: 'personalization',
    source: 'paint-brush',
    buttons: [['personalization:edit', 'Edit personalisation', '编辑个性化设置']],
  },
];

export const MONITOR_MENUS: SeedMenu[] = [
  {
    code: 'service-health',
    name: 'Service health',
    zh: '服务健康',
    path: 'service-health',
    source: 'heart-pulse',
    views: '/arcana-system/monitor/views/health',
  },
  {
    code: 'request-metrics',
    name: 'Request metrics',
    zh: '请求指标',
    path: 'request-metrics',
    source: 'data-trending',
    views: '/arcana-system/monitor/views/metrics',
  },
  {
    // A page of the shell (src/features/monitor/app-load), not a framed view.
    code: 'app-load',
    name: 'Application load',
    zh: '应用加载',
    path: 'app-load',
    source: 'desktop',
  },
];

/** Inserts the entries of `list` (and their buttons) that `appCode` does not have yet. */
export async function seedMenus(db: Db, appCode: string, list: SeedMenu[]): Promise<void> {
  const existing = await db.select({ id: menus.id, code: menus.code }).from(menus).where(eq(menus.appCode, appCode));
  const idOf = new Map(existing.map((r) => [r.code, r.id]));
  for (const [i, m] of list.entries()) {
    let parentId = idOf.get(m.code);
    if (parentId === undefined) {
      const [row] = await db
        .insert(menus)
        .values({
          appCode,
          name: m.name,
          code: m.code,
          category: 1,
          type: m.type ?? 'menu',
          path: m.path,
          source: m.source ?? '',
          views: m.views ?? '',
          isOpen: m.isOpen ?? false,
          hidden: m.hidden ?? false,
          i18nNames: { en_US: m.name, zh_CN: m.zh },
          sort: i,
        })
        .returning({ id: menus.id });
      parentId = row!.id;
    }
    for (const [j, [code, name, zh]] of (m.buttons ?? []).entries()) {
      if (idOf.has(code)) continue;
      await db.insert(menus).values({
        appCode,
        parentId,
        name,
        code,
        category: 2,
        type: 'button',
        i18nNames: { en_US: name, zh_CN: zh },
        sort: j,
      });
    }
  }
}

/** Adds missing built-in entries; run at every start. */
export async function syncBuiltInMenus(db: Db): Promise<void> {
  const codes = [...SYSTEM_MANAGE_MENUS, ...MONITOR_MENUS].flatMap((m) => [m.code, ...(m.buttons ?? []).map((b) => b[0])]);
  const present = await db
    .select({ code: menus.code })
    .from(menus)
    .where(and(inArray(menus.appCode, [SYSTEM_MANAGE_APP_CODE, MONITOR_APP_CODE]), inArray(menus.code, codes)));
  if (present.length === codes.length) return;
  await seedMenus(db, SYSTEM_MANAGE_APP_CODE, SYSTEM_MANAGE_MENUS);
  await seedMenus(db, MONITOR_APP_CODE, MONITOR_MENUS);
  await invalidate(db, 'menus');
}
