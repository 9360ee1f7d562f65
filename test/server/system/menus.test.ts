// Menu management (openapi/system/menus.yaml): 403 without the menu codes, entries added, edited,
// moved and deleted, duplicates and unsafe links refused in both languages, and the application
// routes that a user then sees.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { menus } from '../../../server/db/schema.ts';
import { caller, signedInSuite, tokenOf } from '../menus-helpers.ts';

describe('menu management', () => {
  const s = signedInSuite();
  const entry = (over: Record<string, unknown> = {}) => ({
    appCode: 'props-demo',
    name: 'Reports',
    code: 'props-reports',
    type: 'menu',
    path: 'reports',
    source: 'document',
    ...over,
  });

  it('answers 403 without the menu codes', async () => {
    assert.equal((await s.demo.get('/system/menu/tree?appCode=props-demo')).status, 403);
    assert.equal((await s.demo.post('/system/menu/submit', entry())).status, 403);
  });

  it('adds an entry that the application routes then list; a duplicate name or code is refused in both languages, naming its field', async () => {
    const created = await s.admin.post('/system/menu/submit', entry({ i18nNames: { en_US: 'Reports', zh_CN: '报表' } }));
    assert.equal(created.status, 200, created.body.msg);
    const routes = await s.admin.data('/system/menu/app-routes?appCode=props-demo');
    assert.ok(routes.some((m: any) => m.code === 'props-reports'));
    const dup = await s.admin.post('/system/menu/submit', entry({ name: 'reports', code: 'other' }));
    assert.equal(dup.status, 400);
    assert.equal(dup.body.msg, 'Duplicate menu name');
    assert.deepEqual(dup.body.data, { field: 'name' }, 'the form shows it on the name field');
    const zhAdmin = caller(s.server, await tokenOf(s.server, 'admin', 'Initial-pass1'), 'zh-CN');
    assert.equal((await zhAdmin.post('/system/menu/submit', entry({ code: 'other' }))).body.msg, '菜单名称重复');
    assert.equal((await s.admin.post('/system/menu/submit', entry({ name: ' ' }))).body.msg, 'Please enter the menu name');
    const taken = await s.admin.post('/system/menu/submit', entry({ name: 'Other' }));
    assert.equal(taken.body.msg, 'This menu code is already used in the application');
    assert.deepEqual(taken.body.data, { field: 'code' });
  });

  it('refuses javascript: and other schemes in paths and view URLs; keeps http(s) and relative', async () => {
    for (const path of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      const r = await s.admin.post(
        '/system/menu/submit',
        entry({ name: `x${path.length}`, code: `x${path.length}`, type: 'external', path: path.replace(/ /g, '') }),
      );
      assert.equal(r.status, 400, path);
    }
    const viaViews = await s.admin.post('/system/menu/submit', entry({ name: 'V', code: 'v', views: 'javascript:alert(1)' }));
    assert.equal(viaViews.body.msg, 'Only http(s) addresses or relative paths are allowed');
    for (const [i, path] of ['https://example.com/x', '/relative', 'child/path'].entries()) {
      assert.equal(
        (await s.admin.post('/system/menu/submit', entry({ name: `ok${i}`, code: `ok${i}`, type: 'external', path }))).status,
        200,
        path,
      );
    }
  });

  it('moves an entry under another menu, never under itself, and deletes it with its children', async () => {
    const tree = await s.admin.data('/system/menu/tree?appCode=props-demo');
    const reports = tree.find((m: any) => m.code === 'props-reports');
    const settings = tree.find((m: any) => m.code === 'props-settings');
    const moved = await s.admin.post('/system/menu/move', { id: reports.id, parentId: settings.id });
    assert.equal(moved.status, 200, moved.body.msg);
    const intoSelf = await s.admin.post('/system/menu/move', { id: settings.id, parentId: reports.id });
    assert.equal(intoSelf.status, 400);
    const removed = await s.admin.post(`/system/menu/remove?id=${settings.id}`);
    assert.equal(removed.body.data, 3, 'the menu, its button and the moved entry');
    const left = await s.server.db.select().from(menus).where(eq(menus.appCode, 'props-demo'));
    assert.ok(!left.some((m) => m.code === 'props-reports' || m.code === 'props-settings'));
    const builtIn = (await s.server.db.select().from(menus).where(eq(menus.code, 'menu')))[0]!;
    assert.equal(
      (await s.admin.post(`/system/menu/remove?id=${builtIn.id}`)).body.msg,
      'Built-in entries of system manage and monitor cannot be deleted',
    );
  });
});
