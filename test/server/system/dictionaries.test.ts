// Dictionaries: admin writes with their permission codes and audit rows, the read of one type by
// id, the read by code
// (only enabled items, labels in the caller's language, the cache dropped on change), and the
// product's built-in lists.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, departments, dictItems, dictTypes } from '../../../server/db/schema.ts';
import { caller, signedInSuite, tokenOf } from '../menus-helpers.ts';
import { ADMIN_PASSWORD } from '../harness.ts';

describe('dictionaries', () => {
  const s = signedInSuite();

  it('seeds the product lists and reads them by code in the caller language', async () => {
    const en = await s.demo.data('/system/dict/items?code=license-type');
    assert.deepEqual(
      en.map((o: any) => [o.key, o.label]),
      [
        ['Trial', 'Trial'],
        ['Recurring', 'Recurring'],
        ['Perpetual', 'Perpetual'],
      ],
    );
    // The seeded licence's scope is shown in the interface language, not as the file wrote it.
    const zhScopes = await caller(s.server, await tokenOf(s.server, 'admin', ADMIN_PASSWORD), 'zh-CN').data(
      '/system/dict/items?code=license-scope',
    );
    assert.deepEqual(
      zhScopes.map((o: any) => [o.key, o.label]),
      [['All functions', '全部功能']],
    );
    const page = await s.admin.data('/system/dict/list?keyword=type&size=10');
    assert.ok(
      page.records.some((t: any) => t.code === 'department-type' && t.builtIn && t.itemCount === 4),
      JSON.stringify(page),
    );
  });

  it('reads one dictionary type by id (the items page title): its item count, 404 for an unknown id, 403 without the page', async () => {
    const page = await s.admin.data('/system/dict/list?keyword=department-type&size=10');
    const listed = page.records.find((t: any) => t.code === 'department-type');
    assert.deepEqual(await s.admin.data(`/system/dict/detail?id=${listed.id}`), listed);
    const missing = await s.admin.get('/system/dict/detail?id=999999');
    assert.equal(missing.status, 404);
    assert.equal((await s.demo.get(`/system/dict/detail?id=${listed.id}`)).status, 403);
  });

  it('refuses writes without the code, and stores nothing', async () => {
    const denied = await s.demo.post('/system/dict/add', { code: 'colours', name: 'Colours' });
    assert.equal(denied.status, 403);
    assert.equal((await s.server.db.select().from(dictTypes).where(eq(dictTypes.code, 'colours'))).length, 0);
  });

  it('creates a type with items, tree-shaped, and hides disabled items from the read by code', async () => {
    const type = (
      await s.admin.post('/system/dict/add', { code: 'regions', name: 'Regions', i18nNames: { en_US: 'Regions', zh_CN: '区域' } })
    ).body.data;
    const asia = (
      await s.admin.post('/system/dict/item/add', { typeId: type.id, key: 'asia', value: 'Asia', i18nNames: { zh_CN: '亚洲' } })
    ).body.data;
    await s.admin.post('/system/dict/item/add', {
      typeId: type.id,
      key: 'cn',
      value: 'China',
      parentId: asia.id,
      i18nNames: { zh_CN: '中国' },
    });
    const eu = (await s.admin.post('/system/dict/item/add', { typeId: type.id, key: 'eu', value: 'Europe', sort: 2 })).body.data;
    let tree = await s.demo.data('/system/dict/items?code=regions');
    assert.deepEqual(
      tree.map((o: any) => [o.key, o.children.map((c: any) => c.key)]),
      [
        ['asia', ['cn']],
        ['eu', []],
      ],
    );

    assert.equal((await s.admin.post(`/system/dict/item/modify/status?id=${eu.id}&status=0`)).status, 200);
    tree = await s.demo.data('/system/dict/items?code=regions');
    assert.deepEqual(
      tree.map((o: any) => o.key),
      ['asia'],
      'a disabled item leaves the read at once',
    );

    const dup = await s.admin.post('/system/dict/item/add', { typeId: type.id, key: 'asia', value: 'Again' });
    assert.equal(dup.status, 400);
    assert.equal(dup.body.msg, 'The key "asia" is already used in this dictionary');

    const cycle = await s.admin.post(`/system/dict/item/update?id=${asia.id}`, {
      typeId: type.id,
      key: 'asia',
      value: 'Asia',
      parentId: asia.id,
    });
    assert.equal(cycle.status, 400, 'an item cannot be its own parent');

    const parentDelete = await s.admin.post(`/system/dict/item/remove?id=${asia.id}`);
    assert.equal(parentDelete.status, 409);
    assert.match(parentDelete.body.msg, /1 child item/);

    assert.equal((await s.admin.post(`/system/dict/modify/status?id=${type.id}&status=0`)).status, 200);
    assert.deepEqual(await s.demo.data('/system/dict/items?code=regions'), [], 'a disabled dictionary reads empty');

    const rows = await s.server.db.select().from(auditLog).where(eq(auditLog.module, 'dictionary'));
    assert.deepEqual(rows.map((r) => r.action).sort(), [
      'create-item',
      'create-item',
      'create-item',
      'create-type',
      'disable-item',
      'disable-type',
    ]);
  });

  it('keeps the built-in lists: their code cannot change and they cannot be deleted (both languages)', async () => {
    const [builtIn] = await s.server.db.select().from(dictTypes).where(eq(dictTypes.code, 'visit-type'));
    const del = await s.admin.post(`/system/dict/remove?id=${builtIn!.id}`);
    assert.equal(del.status, 400);
    assert.match(del.body.msg, /cannot be deleted/);
    const res = await s.server.inject({
      method: 'POST',
      url: `/arcana-system/system/dict/update?id=${builtIn!.id}`,
      headers: { 'arcana-auth': await adminHeader(), 'accept-language': 'zh_CN', 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'renamed', name: 'x' }),
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().msg, /内置/);
  });

  it('department and notice types are the enabled items of their dictionaries: an added one is accepted, a disabled one refused (kept by records that hold it)', async () => {
    const itemsOf = async (code: string) => {
      const [type] = await s.server.db.select().from(dictTypes).where(eq(dictTypes.code, code));
      return type!.id;
    };
    const zh = caller(s.server, s.tokens.admin, 'zh_CN');
    // An administrator adds a department type: the department form offers it and the server takes it.
    const region = (
      await s.admin.post('/system/dict/item/add', { typeId: await itemsOf('department-type'), key: 'region', value: 'Region' })
    ).body.data;
    const dept = await s.admin.post('/system/dept/add', { name: 'North', parentId: null, type: 'region', sort: 1 });
    assert.equal(dept.status, 200, dept.body.msg);
    assert.equal(dept.body.data.type, 'region');
    const unknown = await zh.post('/system/dept/add', { name: 'Nowhere', parentId: null, type: 'planet', sort: 1 });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.msg, /“planet”不是字典“部门类型”中已启用的项/);
    // Disabled: no new department may take it, the one holding it keeps it through an edit.
    assert.equal((await s.admin.post(`/system/dict/item/modify/status?id=${region.id}&status=0`)).status, 200);
    const refused = await s.admin.post('/system/dept/add', { name: 'South', parentId: null, type: 'region', sort: 1 });
    assert.equal(refused.status, 400);
    assert.match(refused.body.msg, /"region" is not an enabled entry of the dictionary "Department types"/);
    const kept = await s.admin.post('/system/dept/update', { id: dept.body.data.id, name: 'North region', type: 'region', sort: 2 });
    assert.equal(kept.status, 200, kept.body.msg);
    const [southCount] = await s.server.db.select({ n: count() }).from(departments).where(eq(departments.name, 'South'));
    assert.equal(southCount!.n, 0, 'nothing stored by the refused write');

    // Notice types: the publication and each inbox row carry the type; a disabled type is refused.
    const everyone = { all: true, roleIds: [], deptIds: [], userIds: [] };
    const pub = await s.admin.post('/system/notice/publish', {
      title: 'Maintenance',
      body: '',
      type: 'reminder',
      audience: everyone,
      channels: [],
    });
    assert.equal(pub.status, 200, pub.body.msg);
    assert.equal(pub.body.data.type, 'reminder');
    const mine = await s.demo.data('/desk/notice/page?size=5');
    assert.equal(mine.records.find((n: any) => n.title === 'Maintenance')?.type, 'reminder');
    const noType = await s.admin.post('/system/notice/publish', { title: 'Plain', body: '', audience: everyone, channels: [] });
    assert.equal(noType.body.data.type, 'announcement', 'announcement when left out');
    const [reminder] = await s.server.db
      .select()
      .from(dictItems)
      .where(and(eq(dictItems.typeId, await itemsOf('notice-type')), eq(dictItems.key, 'reminder')));
    assert.equal((await s.admin.post(`/system/dict/item/modify/status?id=${reminder!.id}&status=0`)).status, 200);
    const before = (await s.admin.data('/system/notice/page?size=1')).total;
    const off = await s.admin.post('/system/notice/publish', {
      title: 'Late',
      body: '',
      type: 'reminder',
      audience: everyone,
      channels: [],
    });
    assert.equal(off.status, 400);
    assert.match(off.body.msg, /"reminder" is not an enabled entry/);
    assert.equal((await s.admin.data('/system/notice/page?size=1')).total, before, 'nothing published');
    await s.admin.post(`/system/dict/item/modify/status?id=${reminder!.id}&status=1`);
  });

  async function adminHeader() {
    const { tokenOf } = await import('../menus-helpers.ts');
    const { ADMIN_PASSWORD } = await import('../harness.ts');
    return `bearer ${await tokenOf(s.server, 'admin', ADMIN_PASSWORD)}`;
  }
});
