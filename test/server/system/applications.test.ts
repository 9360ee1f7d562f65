// Application management and the licence's application entries: allowed with the codes, 403
// without, every refusal in both languages, nothing stored by a refused write, and what a user of
// home notices after each change. Menu management is in menus.test.ts, uploads in uploads.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { appGroups, apps, auditLog, departments, users } from '../../../server/db/schema.ts';
import { caller, signedInSuite, tokenOf } from '../menus-helpers.ts';

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Ledger',
  appId: 'ledger',
  code: 'ledger',
  address: '/demo-apps/props-demo/',
  i18nNames: { en_US: 'Ledger', zh_CN: '总账' },
  ...over,
});

describe('application management: applications', () => {
  const s = signedInSuite();

  it('answers 403 without the application codes', async () => {
    for (const [method, url, body] of [
      ['GET', '/system/app/list/by', undefined],
      ['GET', '/system/app/overview', undefined],
      ['GET', '/system/app/code/get', undefined],
      ['POST', '/system/app/submit', form()],
      ['POST', `/system/app/modify/status?id=${s.ids['props-demo']}&state=0`, undefined],
      ['POST', `/system/app/remove?id=${s.ids['props-demo']}`, undefined],
      ['POST', '/system/app/distribute/submit', { appId: s.ids['props-demo'], roleIds: [], deptIds: [], userIds: [] }],
      ['POST', '/system/app/category/batch/submit', { groups: [] }],
      ['POST', '/system/app/manage/settings', { defaultAppId: null, maxQuickAccess: 3 }],
    ] as const) {
      const r = method === 'GET' ? await s.demo.get(url) : await s.demo.post(url, body);
      assert.equal(r.status, 403, url);
    }
    assert.equal((await s.admin.get(`/system/app/manage/detail?id=${s.ids['props-demo']}`)).status, 200);
  });

  it('registers an application with a generated code; duplicates refused in both languages; nothing stored', async () => {
    const code = (await s.admin.data('/system/app/code/get')) as string;
    assert.match(code, /^app-[0-9a-f]{10}$/);
    const created = await s.admin.post('/system/app/submit', form({ code, openMode: 'window', prefetch: false, icon: '/x/icon.png' }));
    assert.equal(created.status, 200, created.body.msg);
    assert.equal(created.body.data.code, code);
    assert.equal(created.body.data.baseUrl, code);
    assert.equal(created.body.data.openMode, 'window');
    assert.equal(created.body.data.prefetch, false);
    assert.equal(created.body.data.license.status, 'unactivated');
    const count = async () => (await s.server.db.select({ id: apps.id }).from(apps)).length;
    const n = await count();
    const dupId = await s.admin.post('/system/app/submit', form({ code: 'other-code' }));
    assert.equal(dupId.status, 400);
    assert.equal(dupId.body.msg, 'This appId is already used');
    const dupCode = await s.admin.post('/system/app/submit', form({ appId: 'other', code }));
    assert.equal(dupCode.body.msg, 'This application code is already used');
    const blank = await s.admin.post('/system/app/submit', form({ appId: 'blank', code: 'blank', name: '   ' }));
    assert.equal(blank.body.msg, 'Please enter the application name');
    const script = await s.admin.post('/system/app/submit', form({ appId: 'js', code: 'js', address: 'javascript:alert(1)' }));
    assert.equal(script.status, 400);
    const badIcon = await s.admin.post('/system/app/submit', form({ appId: 'ic', code: 'ic', icon: 'https://evil.example/i.png' }));
    assert.equal(badIcon.status, 400);
    assert.equal(await count(), n, 'refused writes store nothing');
  });

  it('edits every field but the code, and keeps an audit row', async () => {
    const [row] = await s.server.db.select().from(apps).where(eq(apps.appId, 'ledger'));
    const r = await s.admin.post(
      '/system/app/update',
      form({
        id: row!.id,
        code: 'changed',
        name: 'General ledger',
        description: 'Books',
        i18nDescriptions: { en_US: 'Books', zh_CN: '账簿' },
        multiOpen: true,
        menuExpandMode: 'multiple',
        carryToken: true,
        openMode: 'embedded',
        prefetch: true,
        groupId: null,
      }),
    );
    assert.equal(r.status, 200, r.body.msg);
    assert.equal(r.body.data.code, row!.code);
    assert.equal(r.body.data.name, 'General ledger');
    assert.equal(r.body.data.menuExpandMode, 'multiple');
    assert.deepEqual(r.body.data.i18nDescriptions, { en_US: 'Books', zh_CN: '账簿' });
    const audit = await s.server.db.select().from(auditLog).where(eq(auditLog.action, 'update'));
    assert.ok(audit.some((a) => a.module === 'application'));
  });

  it('pages, searches and filters the admin list; counts by status and licence', async () => {
    const page = await s.admin.data('/system/app/list/by?size=2&current=1');
    assert.equal(page.records.length, 2);
    assert.equal(page.total, 4);
    assert.deepEqual(
      (await s.admin.data('/system/app/list/by?keyword=%E6%80%BB%E8%B4%A6')).records.map((a: any) => a.appId),
      ['ledger'],
    );
    assert.deepEqual(
      (await s.admin.data('/system/app/list/by?keyword=ledger')).records.map((a: any) => a.appId),
      ['ledger'],
    );
    assert.deepEqual(
      (await s.admin.data('/system/app/list/by?groupId=0')).records.map((a: any) => a.appId),
      ['ledger'],
    );
    const overview = await s.admin.data('/system/app/overview');
    assert.deepEqual(overview, { total: 4, enabled: 4, disabled: 0, license: { effect: 2, narrow: 0, overdue: 0, unactivated: 2 } });
  });

  it('saves groups in one call in order; a 9th group, an empty or a repeated name is refused in both languages', async () => {
    const current = await s.admin.data('/system/app/category/list');
    const groups = [
      ...current.map((g: any) => ({ id: g.id, name: g.name })).reverse(),
      { name: 'Finance', i18nNames: { en_US: 'Finance', zh_CN: '财务' } },
    ];
    const saved = await s.admin.post('/system/app/category/batch/submit', { groups });
    assert.equal(saved.status, 200, saved.body.msg);
    assert.deepEqual(
      saved.body.data.map((g: any) => g.name),
      ['Operations', 'Office', 'Finance'],
    );
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `G${i}` }));
    const refused = [
      // the contract's maxItems (AppGroupBatch.groups: 8, spec section 5)
      [{ groups: nine }, 'groups: At most 8 entries', 'groups：最多 8 项'],
      [{ groups: [{ name: ' ' }] }, 'Group names cannot be empty', '分组名称不能为空'],
      [{ groups: [{ name: 'A' }, { name: 'a' }] }, 'Group names cannot be repeated: "a"', '分组名称不能重复：“a”'],
    ] as const;
    for (const [body, en] of refused) {
      const r = await s.admin.post('/system/app/category/batch/submit', body);
      assert.equal(r.status, 400);
      assert.equal(r.body.msg, en);
    }
    const zhAdmin = caller(s.server, await tokenOf(s.server, 'admin', 'Initial-pass1'), 'zh-CN');
    for (const [body, , zhText] of refused) assert.equal((await zhAdmin.post('/system/app/category/batch/submit', body)).body.msg, zhText);
    assert.equal((await s.server.db.select().from(appGroups)).length, 3, 'refusals change nothing');
  });

  it('distributes to a department: its users and those of sub-departments see the app at once', async () => {
    const db = s.server.db;
    const [ledger] = await db.select().from(apps).where(eq(apps.appId, 'ledger'));
    const [finance] = await db.insert(departments).values({ name: 'Finance' }).returning();
    const [payables] = await db.insert(departments).values({ name: 'Payables', parentId: finance!.id }).returning();
    await db.update(users).set({ deptId: payables!.id }).where(eq(users.username, 'demo'));
    const codes = async () => (await s.demo.data('/system/app/list?status=1')).map((a: any) => a.appId);
    assert.ok(!(await codes()).includes('ledger'));
    const r = await s.admin.post('/system/app/distribute/submit', { appId: ledger!.id, roleIds: [], deptIds: [finance!.id], userIds: [] });
    assert.equal(r.status, 200, r.body.msg);
    assert.ok((await codes()).includes('ledger'));
    const unknown = await s.admin.post('/system/app/distribute/submit', { appId: ledger!.id, roleIds: [999], deptIds: [], userIds: [] });
    assert.equal(unknown.body.msg, 'A chosen role, department or user does not exist');
    assert.ok((await codes()).includes('ledger'), 'a refused distribution changes nothing');
    const [demo] = await db.select().from(users).where(eq(users.username, 'demo'));
    await s.admin.post('/system/app/distribute/submit', { appId: ledger!.id, roleIds: [], deptIds: [], userIds: [demo!.id] });
    assert.ok((await codes()).includes('ledger'), 'a user grant');
    assert.deepEqual((await s.admin.data(`/system/app/manage/detail?id=${ledger!.id}`)).distribution, {
      appId: ledger!.id,
      roleIds: [],
      deptIds: [],
      userIds: [demo!.id],
    });
  });

  it('disabling takes the app off home and marks quick access "disabled"; deleting marks it "deleted"', async () => {
    const [ledger] = await s.server.db.select().from(apps).where(eq(apps.appId, 'ledger'));
    const id = ledger!.id;
    assert.equal((await s.demo.post('/system/user/app/submit', { quickAccess: [{ appId: id }], defaultAppId: id })).status, 200);
    assert.equal((await s.admin.post(`/system/app/modify/status?id=${id}&state=0`)).status, 200);
    assert.ok(!(await s.demo.data('/system/app/list?status=1')).some((a: any) => a.id === id));
    assert.equal((await s.demo.data('/system/user/app/find/app'))[0].reason, 'disabled');
    assert.equal((await s.admin.post(`/system/app/remove?id=${id}`)).status, 200);
    assert.equal((await s.demo.data('/system/user/app/find/app'))[0].reason, 'deleted');
    assert.deepEqual(await s.demo.data('/system/app/default/check'), { appId: id, usable: false, reason: 'deleted', source: 'personal' });
    assert.equal((await s.admin.post(`/system/app/remove?id=${id}`)).body.msg, 'The application does not exist or was deleted');
  });

  it('sets the global default app and the quick-access maximum; a personal default still wins', async () => {
    const props = s.ids['props-demo']!;
    const r = await s.admin.post('/system/app/manage/settings', { defaultAppId: props, maxQuickAccess: 1 });
    assert.equal(r.status, 200, r.body.msg);
    const settings = await s.demo.data('/system/user/app/find');
    assert.equal(settings.globalDefaultAppId, props);
    assert.equal(settings.maxQuickAccess, 1);
    const tooMany = await s.demo.post('/system/user/app/submit', { quickAccess: [{ appId: props }, { appId: s.ids['elements-demo'] }] });
    assert.equal(tooMany.body.msg, 'At most 1 quick-access applications are allowed');
    assert.equal((await s.admin.post('/system/app/manage/settings', { defaultAppId: 99999, maxQuickAccess: 8 })).status, 404);
  });

  it('clears the global default app ("None") and changes the maximum without one', async () => {
    const props = s.ids['props-demo']!;
    assert.equal((await s.admin.post('/system/app/manage/settings', { defaultAppId: props, maxQuickAccess: 3 })).status, 200);
    const cleared = await s.admin.post('/system/app/manage/settings', { defaultAppId: null, maxQuickAccess: 5 });
    assert.equal(cleared.status, 200, cleared.body.msg);
    assert.deepEqual(await s.admin.data('/system/app/manage/settings'), { defaultAppId: null, maxQuickAccess: 5 });
    assert.equal((await s.demo.data('/system/user/app/find')).globalDefaultAppId, null);
    // and once more with nothing set at all: "None" stays "None"
    assert.equal((await s.admin.post('/system/app/manage/settings', { defaultAppId: null, maxQuickAccess: 6 })).status, 200);
    assert.equal((await s.admin.data('/system/app/manage/settings')).maxQuickAccess, 6);
  });
});

describe('application management: licence and home agree', () => {
  const s = signedInSuite();

  it('labels as licensed exactly the applications the installed licence lists', async () => {
    const info = (await s.admin.data('/license/manage/info')).license;
    const listed = new Set(info.apps.map((a: any) => a.code));
    const list = await s.admin.data('/system/app/list');
    for (const app of list) assert.equal(app.license.status === 'effect', listed.has(app.code), app.code);
    assert.deepEqual([...listed].sort(), ['elements-demo', 'props-demo']);
  });

  it('shows the instance view only with the licence code', async () => {
    const r = await s.admin.data('/license/manage/instances/info');
    assert.match(r.instanceId, /^ARC-[0-9A-F]{12}$/);
    assert.equal(r.nodes.length, 1);
    assert.equal((await s.admin.data('/license/manage/instances/info')).instanceId, r.instanceId);
    assert.equal((await s.demo.get('/license/manage/instances/info')).status, 403);
  });
});
