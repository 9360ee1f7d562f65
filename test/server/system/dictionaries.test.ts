// Dictionaries: admin writes with their permission codes and audit rows, the read by code
// (only enabled items, labels in the caller's language, the cache dropped on change), and the
// product's built-in lists.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, dictTypes } from '../../../server/db/schema.ts';
import { signedInSuite } from '../menus-helpers.ts';

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
    const page = await s.admin.data('/system/dict/list?keyword=type&size=10');
    assert.ok(
      page.records.some((t: any) => t.code === 'department-type' && t.builtIn && t.itemCount === 4),
      JSON.stringify(page),
    );
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

  async function adminHeader() {
    const { tokenOf } = await import('../menus-helpers.ts');
    const { ADMIN_PASSWORD } = await import('../harness.ts');
    return `bearer ${await tokenOf(s.server, 'admin', ADMIN_PASSWORD)}`;
  }
});
