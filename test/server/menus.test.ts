// GET /system/menu/app-routes: menu trees per application code and per role.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { signedInSuite } from './menus-helpers.ts';
import { roles } from '../../server/db/schema.ts';
import { invalidate } from '../../server/cache/invalidate.ts';

interface Menu {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  category: 1 | 2;
  type: string;
  path: string;
  source: string;
  i18nNames: { en_US?: string; zh_CN?: string };
  isOpen: boolean;
  isCollapsed: boolean;
  views: string;
  hidden: boolean;
  component: string;
  sort: number;
  children: Menu[];
}

const codes = (tree: Menu[]) => tree.map((m) => m.code);

describe('menus', () => {
  const ctx = signedInSuite();

  it('gives the administrator every system-manage menu with its buttons nested and every field', async () => {
    const tree = await ctx.admin.data<Menu[]>('/system/menu/app-routes?appCode=10010');
    assert.deepEqual(codes(tree), [
      'application',
      'user',
      'role',
      'organization',
      'menu',
      'license',
      'data-dictionary',
      'audit-log',
      'login-verify',
      'message-notification',
      'watermark',
      'password-policy',
      'personalization',
    ]);
    const application = tree[0]!;
    assert.equal(application.category, 1);
    assert.equal(application.type, 'menu');
    assert.equal(application.parentId, null);
    assert.deepEqual(application.i18nNames, { en_US: 'Applications', zh_CN: '应用管理' });
    for (const key of ['source', 'path', 'isOpen', 'isCollapsed', 'views', 'hidden', 'component', 'sort'] as const) {
      assert.ok(key in application, `field ${key}`);
    }
    assert.deepEqual(
      application.children.map((c) => [c.code, c.category, c.type, c.parentId]),
      [
        ['app:add', 2, 'button', application.id],
        ['app:edit', 2, 'button', application.id],
        ['app:delete', 2, 'button', application.id],
        ['app:status', 2, 'button', application.id],
        ['app:distribute', 2, 'button', application.id],
        ['app:group', 2, 'button', application.id],
        ['app:settings', 2, 'button', application.id],
      ],
    );
  });

  it('gives the monitor menus with the view URLs the server serves (app-load is a page of the shell)', async () => {
    const tree = await ctx.admin.data<Menu[]>('/system/menu/app-routes?appCode=10012');
    assert.deepEqual(
      tree.map((m) => [m.code, m.views]),
      [
        ['service-health', '/arcana-system/monitor/views/health'],
        ['request-metrics', '/arcana-system/monitor/views/metrics'],
        ['app-load', ''],
      ],
    );
  });

  it('gives a non-administrator only what the Viewer role grants', async () => {
    assert.deepEqual(codes(await ctx.demo.data<Menu[]>('/system/menu/app-routes?appCode=10010')), ['audit-log']);
    assert.deepEqual(codes(await ctx.demo.data<Menu[]>('/system/menu/app-routes?appCode=10012')), ['service-health']);
    const app = await ctx.demo.data<Menu[]>('/system/menu/app-routes?appCode=props-demo');
    assert.deepEqual(codes(app), ['props-overview', 'props-settings', 'props-detail', 'props-standalone']);
    assert.deepEqual(
      app.slice(2).map((m) => [m.path, m.hidden, m.type, m.isOpen]),
      [
        ['detail/:id', true, 'menu', false],
        ['/demo-apps/props-demo/', false, 'external', true],
      ],
    );
    // Only the granted button of Overview; Settings' button is not granted.
    assert.deepEqual(codes(app[0]!.children), ['props-demo:refresh']);
    assert.deepEqual(codes(app[1]!.children), []);
    const full = await ctx.admin.data<Menu[]>('/system/menu/app-routes?appCode=props-demo');
    assert.deepEqual(codes(full[0]!.children), ['props-demo:refresh', 'props-demo:export']);
  });

  it('takes every menu away when the role is disabled', async () => {
    await ctx.server.db.update(roles).set({ status: 0 }).where(eq(roles.name, 'Viewer'));
    await invalidate(ctx.server.db, 'permissions');
    try {
      assert.deepEqual(await ctx.demo.data('/system/menu/app-routes?appCode=10012'), []);
      assert.deepEqual(await ctx.demo.data('/system/menu/app-routes?appCode=props-demo'), []);
    } finally {
      await ctx.server.db.update(roles).set({ status: 1 }).where(eq(roles.name, 'Viewer'));
      await invalidate(ctx.server.db, 'permissions');
    }
  });

  it('answers an unknown code with an empty list, a malformed one with 400, no token with 401', async () => {
    assert.deepEqual(await ctx.admin.data('/system/menu/app-routes?appCode=99999'), []);
    const bad = await ctx.admin.get('/system/menu/app-routes?appCode=../x');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.success, false);
    const missing = await ctx.admin.get('/system/menu/app-routes');
    assert.equal(missing.status, 400);
    const anon = await ctx.server.inject({ method: 'GET', url: '/arcana-system/system/menu/app-routes?appCode=10010' });
    assert.equal(anon.statusCode, 401);
  });
});
