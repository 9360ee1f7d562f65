// Home-page applications: the list per user with groups and licence labels, groups, detail
// and favourites.
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { caller, setAppLicense, signedInSuite, tokenOf, DEMO_PASSWORD } from './menus-helpers.ts';
import { appGroups, apps } from '../../server/db/schema.ts';
import { invalidate } from '../../server/cache/invalidate.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('applications', () => {
  const ctx = signedInSuite();
  beforeEach(async () => {
    await ctx.server.db.update(apps).set({ state: 1 });
    await invalidate(ctx.server.db, 'apps');
  });

  it('lists every application for the administrator, in group order, with group and licence labels', async () => {
    const list = await ctx.admin.data('/system/app/list?status=1&source=portal');
    assert.deepEqual(
      list.map((a: any) => [a.code, a.groupName, a.groupI18nNames.zh_CN, a.license.status]),
      [
        ['props-demo', 'Office', '办公', 'effect'],
        ['elements-demo', 'Operations', '运维', 'effect'],
        ['reports-demo', 'Operations', '运维', 'unactivated'],
      ],
    );
    const props = list[0];
    assert.equal(props.address, '/demo-apps/props-demo/');
    assert.equal(props.baseUrl, 'props-demo');
    assert.equal(props.icon, '/demo-apps/props-demo/icon.svg');
    assert.deepEqual(props.i18nNames, { en_US: 'Props demo', zh_CN: '属性演示' });
    assert.equal(props.collected, false);
    assert.equal(props.license.expireDate, day(365));
  });

  it('derives the licence label from the expiry date: narrow for 30 days after it, overdue later', async () => {
    const label = async () => (await ctx.admin.data('/system/app/list')).find((a: any) => a.code === 'props-demo').license.status;
    try {
      await setAppLicense(ctx.server.db, 'props-demo', { scope: 'All', version: '1', expireDate: day(-10) });
      assert.equal(await label(), 'narrow');
      await setAppLicense(ctx.server.db, 'props-demo', { scope: 'All', version: '1', expireDate: day(-31) });
      assert.equal(await label(), 'overdue');
      await setAppLicense(ctx.server.db, 'props-demo', { scope: 'All', version: '1', expireDate: day(0) });
      assert.equal(await label(), 'effect');
    } finally {
      await setAppLicense(ctx.server.db, 'props-demo', { scope: 'All', version: '1', expireDate: day(365) });
    }
  });

  it("lists only the applications a non-administrator's roles grant", async () => {
    const list = await ctx.demo.data('/system/app/list?status=1');
    assert.deepEqual(
      list.map((a: any) => a.code),
      ['props-demo', 'elements-demo'],
    );
  });

  it('filters by status and by name in either language', async () => {
    await ctx.server.db.update(apps).set({ state: 0 }).where(eq(apps.id, ctx.ids['elements-demo']!));
    await invalidate(ctx.server.db, 'apps');
    assert.deepEqual(
      (await ctx.admin.data('/system/app/list?status=1')).map((a: any) => a.code),
      ['props-demo', 'reports-demo'],
    );
    assert.deepEqual(
      (await ctx.admin.data('/system/app/list')).map((a: any) => [a.code, a.state]),
      [
        ['props-demo', 1],
        ['elements-demo', 0],
        ['reports-demo', 1],
      ],
    );
    assert.deepEqual(
      (await ctx.admin.data(`/system/app/list?name=${encodeURIComponent('报表')}`)).map((a: any) => a.code),
      ['reports-demo'],
    );
    assert.deepEqual(
      (await ctx.admin.data('/system/app/list?name=PROPS')).map((a: any) => a.code),
      ['props-demo'],
    );
    const bad = await ctx.admin.get('/system/app/list?status=7');
    assert.equal(bad.status, 400);
  });

  it('lists the groups by sort, at most 8, with the usable application count per user', async () => {
    const groups = await ctx.admin.data('/system/app/category/list');
    assert.deepEqual(
      groups.map((g: any) => [g.name, g.i18nNames.zh_CN, g.appCount]),
      [
        ['Office', '办公', 1],
        ['Operations', '运维', 2],
      ],
    );
    assert.deepEqual(
      (await ctx.demo.data('/system/app/category/list')).map((g: any) => g.appCount),
      [1, 1],
    );
    const extra = await ctx.server.db
      .insert(appGroups)
      .values(Array.from({ length: 9 }, (_, i) => ({ name: `Extra ${i}`, sort: 10 + i })))
      .returning({ id: appGroups.id });
    await invalidate(ctx.server.db, 'apps');
    try {
      const all = await ctx.admin.data('/system/app/category/list');
      assert.equal(all.length, 8);
      assert.deepEqual(
        all.slice(0, 3).map((g: any) => g.name),
        ['Office', 'Operations', 'Extra 0'],
      );
    } finally {
      for (const g of extra) await ctx.server.db.delete(appGroups).where(eq(appGroups.id, g.id));
      await invalidate(ctx.server.db, 'apps');
    }
  });

  it('gives the detail of a usable application and 404 otherwise', async () => {
    const detail = await ctx.admin.data(`/system/app/detail?id=${ctx.ids['reports-demo']}`);
    assert.equal(detail.code, 'reports-demo');
    assert.deepEqual(detail.license, { status: 'unactivated', scope: '', version: '', expireDate: null });
    const refused = await ctx.demo.get(`/system/app/detail?id=${ctx.ids['reports-demo']}`);
    assert.equal(refused.status, 404);
    assert.equal(refused.body.msg, 'The application does not exist or you may not use it');
    assert.equal((await ctx.admin.get('/system/app/detail?id=999999')).status, 404);
    assert.equal((await ctx.admin.get('/system/app/detail?id=abc')).status, 400);
  });

  it('adds and cancels favourites with query parameters only, kept across sessions', async () => {
    const add = await ctx.demo.post(`/system/app/collect/add?appId=${ctx.ids['elements-demo']}`);
    assert.equal(add.status, 200, add.body.msg);
    assert.equal(add.body.data, true);
    // Idempotent.
    assert.equal((await ctx.demo.post(`/system/app/collect/add?appId=${ctx.ids['elements-demo']}`)).status, 200);

    const again = caller(ctx.server, await tokenOf(ctx.server, 'demo', DEMO_PASSWORD));
    const collected = (await again.data('/system/app/list?status=1')).filter((a: any) => a.collected).map((a: any) => a.code);
    assert.deepEqual(collected, ['elements-demo']);
    assert.equal((await again.data(`/system/app/detail?id=${ctx.ids['elements-demo']}`)).collected, true);
    // Favourites are per user.
    assert.equal(
      (await ctx.admin.data('/system/app/list')).some((a: any) => a.collected),
      false,
    );

    const cancel = await again.post(`/system/app/collect/cancel?id=${ctx.ids['elements-demo']}`);
    assert.equal(cancel.status, 200);
    assert.equal(
      (await ctx.demo.data('/system/app/list')).some((a: any) => a.collected),
      false,
    );

    assert.equal((await ctx.demo.post(`/system/app/collect/add?appId=${ctx.ids['reports-demo']}`)).status, 404);
    assert.equal((await ctx.demo.post('/system/app/collect/add')).status, 400);
  });
});
