// Per-user home settings: quick access (max 8) with unusable reasons, personal and global
// default application, the app home setting, and the default-app check.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, caller, setAppLicense, signedInSuite, tokenOf, type AppLicenseEntry } from './menus-helpers.ts';
import { apps, roleApps, roles } from '../../server/db/schema.ts';
import { putSetting } from '../../server/settings/settings-store.ts';
import { settings } from '../../server/db/schema.ts';
import { invalidate } from '../../server/cache/invalidate.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('home settings', () => {
  const ctx = signedInSuite();

  async function addApp(code: string, license: unknown = { scope: 'All', version: '1', expireDate: day(100) }): Promise<number> {
    const [row] = await ctx.server.db
      .insert(apps)
      .values({
        appId: code,
        code,
        name: `App ${code}`,
        i18nNames: { en_US: `App ${code}`, zh_CN: `应用 ${code}` },
        address: '/demo-apps/props-demo/',
        baseUrl: code,
      })
      .returning({ id: apps.id });
    await setAppLicense(ctx.server.db, code, license as AppLicenseEntry | null);
    await invalidate(ctx.server.db, 'apps');
    return row!.id;
  }

  it('starts with no quick access, no default and the home setting NotSet', async () => {
    assert.deepEqual(await ctx.demo.data('/system/user/app/find'), {
      quickAccess: [],
      defaultAppId: null,
      globalDefaultAppId: null,
      effectiveDefaultAppId: null,
      homeSetting: 0,
      maxQuickAccess: 8,
    });
    assert.deepEqual(await ctx.demo.data('/system/user/app/find/app'), []);
    assert.deepEqual(await ctx.demo.data('/system/app/default/check'), { appId: null, usable: false, reason: null, source: 'none' });
  });

  it('saves quick access, the personal default and the home setting, kept across sessions', async () => {
    const saved = await ctx.demo.post('/system/user/app/submit', {
      quickAccess: [
        { appId: ctx.ids['elements-demo'], sort: 1 },
        { appId: ctx.ids['props-demo'], sort: 0 },
      ],
      defaultAppId: ctx.ids['props-demo'],
      homeSetting: 2,
    });
    assert.equal(saved.status, 200, saved.body.msg);
    const again = caller(ctx.server, await tokenOf(ctx.server, 'demo', DEMO_PASSWORD));
    const found = await again.data('/system/user/app/find');
    assert.deepEqual(found.quickAccess, [
      { appId: ctx.ids['props-demo'], sort: 0 },
      { appId: ctx.ids['elements-demo'], sort: 1 },
    ]);
    assert.equal(found.defaultAppId, ctx.ids['props-demo']);
    assert.equal(found.effectiveDefaultAppId, ctx.ids['props-demo']);
    assert.equal(found.homeSetting, 2);
    // A partial submit keeps what it leaves out.
    await again.post('/system/user/app/submit', { homeSetting: 1 });
    const partial = await again.data('/system/user/app/find');
    assert.equal(partial.homeSetting, 1);
    assert.equal(partial.quickAccess.length, 2);
    assert.equal(partial.defaultAppId, ctx.ids['props-demo']);

    const entries = await again.data('/system/user/app/find/app');
    assert.deepEqual(
      entries.map((e: any) => [e.appId, e.name, e.usable, e.reason]),
      [
        [ctx.ids['props-demo'], 'Props demo', true, null],
        [ctx.ids['elements-demo'], 'Elements demo', true, null],
      ],
    );
    assert.equal(entries[0].app.address, '/demo-apps/props-demo/');
  });

  it("refuses more than 8 quick-access entries in the user's language, and unknown or forbidden apps", async () => {
    const many = await Promise.all(Array.from({ length: 9 }, (_, i) => addApp(`bulk-${i}`)));
    const en = await ctx.admin.post('/system/user/app/submit', { quickAccess: many.map((appId) => ({ appId })) });
    assert.equal(en.status, 400);
    assert.equal(en.body.msg, 'At most 8 quick-access applications are allowed');
    const zh = await caller(ctx.server, await tokenOf(ctx.server, 'demo', DEMO_PASSWORD), 'zh-CN').post('/system/user/app/submit', {
      quickAccess: many.map((appId) => ({ appId })),
    });
    assert.equal(zh.body.msg, '快捷访问最多 8 个应用');
    const eight = await ctx.admin.post('/system/user/app/submit', { quickAccess: many.slice(0, 8).map((appId) => ({ appId })) });
    assert.equal(eight.status, 200);
    assert.equal(eight.body.data.quickAccess.length, 8);
    // Duplicates count once.
    assert.equal(
      (await ctx.admin.post('/system/user/app/submit', { quickAccess: [...many.slice(0, 8), many[0]].map((appId) => ({ appId })) })).status,
      200,
    );
    await ctx.admin.post('/system/user/app/submit', { quickAccess: [] });

    assert.equal((await ctx.admin.post('/system/user/app/submit', { quickAccess: [{ appId: 999999 }] })).status, 400);
    const forbidden = await ctx.demo.post('/system/user/app/submit', { defaultAppId: ctx.ids['reports-demo'] });
    assert.equal(forbidden.status, 400);
    assert.equal(forbidden.body.msg, 'The application does not exist or you may not use it');
    assert.equal((await ctx.demo.post('/system/user/app/submit', { homeSetting: 5 })).status, 400);
    assert.equal((await ctx.demo.post('/system/user/app/submit', { extra: 1 })).status, 400);
  });

  it('marks each quick-access entry with why it cannot be used', async () => {
    const deleted = await addApp('to-delete');
    const disabled = await addApp('to-disable');
    const expired = await addApp('expired', { scope: 'All', version: '1', expireDate: day(-40) });
    const restricted = await addApp('restricted', { scope: 'All', version: '1', expireDate: day(-3) });
    const unactivated = await addApp('unactivated', null);
    const lost = ctx.ids['elements-demo']!;
    const list = [deleted, disabled, expired, restricted, unactivated, lost];
    // Grant the new apps to the Viewer role so that only the intended reason applies.
    const [viewer] = await ctx.server.db.select().from(roles).where(eq(roles.name, 'Viewer'));
    await ctx.server.db.insert(roleApps).values(list.filter((id) => id !== lost).map((appId) => ({ roleId: viewer!.id, appId })));
    await invalidate(ctx.server.db, 'permissions');
    const saved = await ctx.demo.post('/system/user/app/submit', { quickAccess: list.map((appId) => ({ appId })) });
    assert.equal(saved.status, 200, saved.body.msg);

    await ctx.server.db.delete(apps).where(eq(apps.id, deleted));
    await ctx.server.db.update(apps).set({ state: 0 }).where(eq(apps.id, disabled));
    await ctx.server.db.delete(roleApps).where(and(eq(roleApps.roleId, viewer!.id), eq(roleApps.appId, lost)));
    await invalidate(ctx.server.db, 'apps', 'permissions');
    try {
      const entries = await ctx.demo.data('/system/user/app/find/app');
      assert.deepEqual(
        entries.map((e: any) => [e.appId, e.usable, e.reason]),
        [
          [deleted, false, 'deleted'],
          [disabled, false, 'disabled'],
          [expired, false, 'expired'],
          [restricted, false, 'restricted'],
          [unactivated, false, 'unactivated'],
          [lost, false, 'noPermission'],
        ],
      );
      const gone = entries[0];
      assert.equal(gone.name, 'App to-delete', 'a deleted application keeps its saved name');
      assert.equal(gone.app, null);
      assert.equal(entries[5].app, null, 'no details of an application the user lost');
      assert.equal(entries[1].app.state, 0);

      // Re-saving the list (a reorder) keeps the unusable entries instead of failing.
      const reordered = await ctx.demo.post('/system/user/app/submit', { quickAccess: [...list].reverse().map((appId) => ({ appId })) });
      assert.equal(reordered.status, 200, reordered.body.msg);
      const after = await ctx.demo.data('/system/user/app/find/app');
      assert.deepEqual(
        after.map((e: any) => e.reason),
        ['noPermission', 'unactivated', 'restricted', 'expired', 'disabled', 'deleted'],
      );
      assert.equal(after[5].name, 'App to-delete');
      // But an application that is gone cannot be added anew.
      assert.equal((await ctx.admin.post('/system/user/app/submit', { quickAccess: [{ appId: deleted }] })).status, 400);
    } finally {
      await ctx.server.db.insert(roleApps).values({ roleId: viewer!.id, appId: lost });
      await invalidate(ctx.server.db, 'permissions');
      await ctx.demo.post('/system/user/app/submit', { quickAccess: [] });
    }
  });

  it('checks the default application: personal over global, and tells why it is no longer usable', async () => {
    const own = await addApp('own-default');
    const global = await addApp('global-default');
    const [viewer] = await ctx.server.db.select().from(roles).where(eq(roles.name, 'Viewer'));
    await ctx.server.db.insert(roleApps).values([
      { roleId: viewer!.id, appId: own },
      { roleId: viewer!.id, appId: global },
    ]);
    await invalidate(ctx.server.db, 'permissions');
    await putSetting(ctx.server.db, 'defaultApp', global);
    try {
      await ctx.demo.post('/system/user/app/submit', { defaultAppId: null });
      assert.deepEqual(await ctx.demo.data('/system/app/default/check'), { appId: global, usable: true, reason: null, source: 'global' });
      const found = await ctx.demo.data('/system/user/app/find');
      assert.equal(found.globalDefaultAppId, global);
      assert.equal(found.effectiveDefaultAppId, global);

      await ctx.demo.post('/system/user/app/submit', { defaultAppId: own });
      assert.deepEqual(await ctx.demo.data('/system/app/default/check'), { appId: own, usable: true, reason: null, source: 'personal' });
      assert.equal((await ctx.demo.data('/system/user/app/find')).effectiveDefaultAppId, own);

      await ctx.server.db.update(apps).set({ state: 0 }).where(eq(apps.id, own));
      await invalidate(ctx.server.db, 'apps');
      assert.deepEqual(await ctx.demo.data('/system/app/default/check'), {
        appId: own,
        usable: false,
        reason: 'disabled',
        source: 'personal',
      });
      await ctx.server.db.delete(roleApps).where(and(eq(roleApps.roleId, viewer!.id), eq(roleApps.appId, own)));
      await invalidate(ctx.server.db, 'permissions');
      assert.equal((await ctx.demo.data('/system/app/default/check')).reason, 'noPermission');
      await ctx.server.db.delete(apps).where(eq(apps.id, own));
      await invalidate(ctx.server.db, 'apps');
      assert.equal((await ctx.demo.data('/system/app/default/check')).reason, 'deleted');

      assert.deepEqual(await ctx.demo.data(`/system/app/default/check?appId=${global}`), {
        appId: global,
        usable: true,
        reason: null,
        source: 'param',
      });
      assert.equal((await ctx.demo.data(`/system/app/default/check?appId=${ctx.ids['reports-demo']}`)).reason, 'noPermission');
      assert.equal((await ctx.admin.data(`/system/app/default/check?appId=${ctx.ids['reports-demo']}`)).reason, 'unactivated');
    } finally {
      await ctx.server.db.delete(settings).where(eq(settings.key, 'defaultApp'));
      await invalidate(ctx.server.db, 'platform');
    }
  });
});
