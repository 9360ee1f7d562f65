// Load telemetry of embedded applications (issue 14 section 5): recording batches (with the token
// in the body, as sendBeacon sends them), the summary per application over the last day and
// week, validation refusals, retention, permissions and the per-application memory budget.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { signedInSuite } from './menus-helpers.ts';
import { appLoads, apps, users } from '../../server/db/schema.ts';
import { PRUNE_EVERY_MS, RETENTION_DAYS, appLoadSummary, pruneAppLoads, startAppLoadRetention } from '../../server/monitor/app-loads.ts';

const DAY = 86_400_000;
const MB = 1024 * 1024;

const record = (over: Record<string, unknown> = {}) => ({
  appCode: 'props-demo',
  ageMs: 1000,
  prefetched: false,
  entryFetchMs: 20,
  bootstrapMs: 120,
  mountMs: 15,
  readyMs: 180,
  heapBefore: 10 * MB,
  heapAfter: 12 * MB,
  timedOut: false,
  loadError: false,
  ...over,
});

describe('app-load telemetry', () => {
  const s = signedInSuite();
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    s.server.inject({
      method: 'POST',
      url: '/arcana-system/monitor/app-loads',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...headers },
      payload: JSON.stringify(body),
    });
  const clear = () => s.server.db.delete(appLoads);
  const userIdOf = async (username: string) => {
    const [user] = await s.server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return user!;
  };

  it('records a batch sent with the header token, dated by the server clock, with the user id only', async () => {
    await clear();
    const r = await s.demo.post('/monitor/app-loads', { records: [record({ ageMs: 5000 }), record({ appCode: 'no-such-app' })] });
    assert.equal(r.status, 200, r.body.msg);
    assert.deepEqual(r.body.data, { stored: 1 }); // an unknown application's record is dropped
    const rows = await s.server.db.select().from(appLoads);
    assert.equal(rows.length, 1);
    const row = rows[0]!;
    assert.equal(row.appCode, 'props-demo');
    assert.equal(row.userId, (await userIdOf('demo')).id);
    const age = Date.now() - row.openedAt.getTime();
    assert.ok(age >= 5000 && age < 60_000, `age ${age}`);
    assert.deepEqual(
      [row.entryFetchMs, row.bootstrapMs, row.mountMs, row.readyMs, row.heapBefore, row.heapAfter, row.prefetched],
      [20, 120, 15, 180, 10 * MB, 12 * MB, false],
    );
  });

  it('takes the access token from the body (sendBeacon cannot set a header), on this operation only', async () => {
    await clear();
    const ok = await beacon({ token: s.tokens.demo, records: [record(), record({ prefetched: true, entryFetchMs: 0 })] });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().data.stored, 2);
    const bad = await beacon({ token: 'not-a-token', records: [record()] });
    assert.equal(bad.statusCode, 401);
    const none = await beacon({ records: [record()] });
    assert.equal(none.statusCode, 401);
    assert.equal((await s.server.db.select().from(appLoads)).length, 2);
    // Another operation does not read a token from its body.
    const other = await s.server.inject({
      method: 'POST',
      url: '/arcana-system/system/app/manage/settings',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ defaultAppId: null, maxQuickAccess: 3, token: s.tokens.admin }),
    });
    assert.notEqual(other.statusCode, 200);
  });

  it('refuses malformed batches with 400 (never 5xx) and stores nothing', async () => {
    await clear();
    const tooMany = Array.from({ length: 51 }, () => record());
    for (const [label, body] of [
      ['empty batch', { records: [] }],
      ['51 records', { records: tooMany }],
      ['no records', {}],
      ['negative phase', { records: [record({ readyMs: -1 })] }],
      ['phase over 10 minutes', { records: [record({ bootstrapMs: 600_001 })] }],
      ['fractional phase', { records: [record({ mountMs: 1.5 })] }],
      ['number as string', { records: [record({ readyMs: '180' })] }],
      ['heap over 64 GiB', { records: [record({ heapAfter: 2 ** 37 })] }],
      ['age over a week', { records: [record({ ageMs: 7 * DAY + 1 })] }],
      ['missing flag', { records: [{ ...record(), timedOut: undefined }] }],
      ['unknown field (nothing else is stored)', { records: [record({ url: 'https://x/?user=me' })] }],
      ['app code too long', { records: [record({ appCode: 'x'.repeat(65) })] }],
      ['extra top-level field', { records: [record()], userAgent: 'x' }],
    ] as const) {
      const r = await s.demo.post('/monitor/app-loads', body);
      assert.equal(r.status, 400, `${label}: ${r.status} ${r.body.msg}`);
    }
    assert.equal((await s.server.db.select().from(appLoads)).length, 0);
  });

  it('summarises p50/p95 of each phase and the shares of time-outs and errors over the day and the week', async () => {
    await clear();
    const now = Date.now();
    const rows = (ages: number[], ready: number[], over: Partial<typeof appLoads.$inferInsert> = {}) =>
      ages.map((age, i) => ({
        appCode: 'props-demo',
        openedAt: new Date(now - age),
        prefetched: i % 2 === 0,
        entryFetchMs: ready[i]! / 10,
        bootstrapMs: ready[i]! / 2,
        mountMs: null,
        readyMs: ready[i]!,
        heapBefore: 10 * MB,
        heapAfter: 10 * MB + ready[i]! * 1000,
        timedOut: false,
        loadError: false,
        ...over,
      }));
    await s.server.db.insert(appLoads).values([
      // the last day: ready 100..500
      ...rows(
        [1, 2, 3, 4, 5].map((h) => h * 3_600_000),
        [100, 200, 300, 400, 500],
      ),
      // earlier in the week: ready 1000..5000, one timed out, one failed
      ...rows(
        [2, 3, 4, 5].map((d) => d * DAY),
        [1000, 2000, 3000, 4000],
      ),
      ...rows([6 * DAY], [5000], { timedOut: true }),
      ...rows([6 * DAY], [0], { loadError: true, readyMs: null, mountMs: null, bootstrapMs: null, entryFetchMs: null, heapAfter: null }),
      // older than a week: left out of both windows
      ...rows([9 * DAY, 10 * DAY], [90_000, 90_000], { timedOut: true }),
      { ...rows([3_600_000], [700])[0]!, appCode: 'elements-demo', mountMs: 40 },
    ]);
    const summary = await appLoadSummary(s.server.db, now);
    assert.deepEqual(
      summary.map((a) => a.code),
      ['props-demo', 'elements-demo'],
    );
    const props = summary[0]!;
    assert.equal(props.name, 'Props demo');
    assert.equal(props.memoryBudgetMb, 50);
    assert.equal(props.day.opens, 5);
    assert.equal(props.day.prefetchedOpens, 3);
    assert.deepEqual(props.day.ready, { count: 5, p50: 300, p95: 480 }); // continuous percentiles
    assert.deepEqual(props.day.bootstrap, { count: 5, p50: 150, p95: 240 });
    assert.deepEqual(props.day.entryFetch, { count: 5, p50: 30, p95: 48 });
    assert.deepEqual(props.day.mount, { count: 0, p50: null, p95: null });
    assert.equal(props.day.timeoutShare, 0);
    assert.equal(props.day.errorShare, 0);
    assert.equal(props.week.opens, 11);
    // ready of 10 opens: 100..500, 1000..5000 -> p50 between 500 and 1000, p95 between 4000 and 5000
    assert.deepEqual(props.week.ready, { count: 10, p50: 750, p95: 4550 });
    assert.equal(props.week.timeoutShare, Math.round((1 / 11) * 10_000) / 10_000);
    assert.equal(props.week.errorShare, Math.round((1 / 11) * 10_000) / 10_000);
    assert.equal(props.day.heapGrowthP50, 300 * 1000);
    assert.equal(props.day.heapAfterP50, 10 * MB + 300 * 1000);
    assert.equal(props.day.overBudget, false);
    const elements = summary[1]!;
    assert.deepEqual(elements.day.mount, { count: 1, p50: 40, p95: 40 });
    assert.equal(elements.week.opens, 1);

    // Through the contract, for the holder of the app-load entry.
    const viaApi = await s.admin.data('/monitor/app-loads');
    assert.equal(viaApi.retentionDays, RETENTION_DAYS);
    assert.deepEqual(viaApi.apps[0].week.ready, { count: 10, p50: 750, p95: 4550 });
  });

  it('gives each UTC day of the week with opens its phase p50/p95, oldest first, for the chart', async () => {
    await clear();
    const now = Date.now();
    const midnight = Math.floor(now / DAY) * DAY;
    const open = (at: number, readyMs: number) => ({
      appCode: 'props-demo',
      openedAt: new Date(at),
      prefetched: false,
      entryFetchMs: readyMs / 10,
      bootstrapMs: null,
      mountMs: null,
      readyMs,
      heapBefore: null,
      heapAfter: null,
      timedOut: false,
      loadError: false,
    });
    const dayA = midnight - 3 * DAY + 3_600_000;
    const dayB = midnight - DAY + 3_600_000;
    await s.server.db
      .insert(appLoads)
      .values([open(dayB, 1000), open(dayA, 100), open(dayA + 60_000, 200), open(dayB + 60_000, 2000), open(dayA + 120_000, 300)]);
    const [props] = await appLoadSummary(s.server.db, now);
    const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
    assert.deepEqual(
      props!.days.map((d) => [d.day, d.opens, d.ready.p50, d.ready.p95, d.entryFetch.p50]),
      [
        [iso(dayA), 3, 200, 290, 20],
        [iso(dayB), 2, 1500, 1950, 150],
      ],
    );
    assert.deepEqual(props!.days[0]!.bootstrap, { count: 0, p50: null, p95: null });
  });

  it('flags an application whose p95 heap growth goes over its memory budget (set in the catalogue)', async () => {
    await clear();
    const now = Date.now();
    await s.server.db.insert(appLoads).values(
      [1, 2, 3].map((i) => ({
        appCode: 'props-demo',
        openedAt: new Date(now - i * 60_000),
        prefetched: true,
        heapBefore: 20 * MB,
        heapAfter: 20 * MB + 30 * MB,
        timedOut: false,
        loadError: false,
      })),
    );
    let [props] = await appLoadSummary(s.server.db, now);
    assert.equal(props!.day.heapGrowthP95, 30 * MB);
    assert.equal(props!.day.overBudget, false); // 30 MB under the default 50 MB
    const detail = await s.admin.data(`/system/app/manage/detail?id=${s.ids['props-demo']}`);
    assert.equal(detail.memoryBudgetMb, 50);
    const { distribution: _d, license: _l, groupName: _g, groupI18nNames: _gi, groupSort: _gs, collected: _c, state: _s, ...rest } = detail;
    const updated = await s.admin.post('/system/app/update', { ...rest, memoryBudgetMb: 20 });
    assert.equal(updated.status, 200, updated.body.msg);
    assert.equal(updated.body.data.memoryBudgetMb, 20);
    const [row] = await s.server.db.select({ budget: apps.memoryBudgetMb }).from(apps).where(eq(apps.code, 'props-demo'));
    assert.equal(row!.budget, 20);
    [props] = await appLoadSummary(s.server.db, now);
    assert.equal(props!.memoryBudgetMb, 20);
    assert.equal(props!.day.overBudget, true);
    assert.equal(props!.week.overBudget, true);
    const tooBig = await s.admin.post('/system/app/update', { ...rest, memoryBudgetMb: 4097 });
    assert.equal(tooBig.status, 400);
    const zero = await s.admin.post('/system/app/update', { ...rest, memoryBudgetMb: 0 });
    assert.equal(zero.status, 400);
  });

  const base = { appCode: 'props-demo', prefetched: false, timedOut: false, loadError: false };
  it('prunes rows past the retention period', async () => {
    await clear();
    const now = Date.now();
    await s.server.db.insert(appLoads).values([
      { ...base, openedAt: new Date(now - (RETENTION_DAYS + 1) * DAY) },
      { ...base, openedAt: new Date(now - (RETENTION_DAYS - 1) * DAY) },
    ]);
    assert.equal(await pruneAppLoads(s.server.db, now), 1);
    assert.equal((await s.server.db.select().from(appLoads)).length, 1);
  });

  it('prunes on a timer started with the server, at start and hourly, never inside a recording, and stops with it', async (t) => {
    await clear();
    const old = () => s.server.db.insert(appLoads).values({ ...base, openedAt: new Date(Date.now() - (RETENTION_DAYS + 1) * DAY) });
    const count = async () => (await s.server.db.select().from(appLoads)).length;
    await old();
    assert.equal((await s.demo.post('/monitor/app-loads', { records: [record()] })).status, 200);
    assert.equal(await count(), 2); // recording leaves the old row alone
    t.mock.timers.enable({ apis: ['setInterval'] });
    const warnings: unknown[] = [];
    const log = { info() {}, warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const retention = startAppLoadRetention(s.server.db, log);
    await retention.idle();
    assert.equal(await count(), 1); // at start
    await old();
    t.mock.timers.tick(PRUNE_EVERY_MS - 1);
    await retention.idle();
    assert.equal(await count(), 2);
    t.mock.timers.tick(1);
    await retention.idle();
    assert.equal(await count(), 1); // an hour later
    await old();
    await retention.stop();
    t.mock.timers.tick(PRUNE_EVERY_MS);
    await retention.idle();
    assert.equal(await count(), 2); // stopped
    assert.deepEqual(warnings, []);
  });

  it('lets any signed-in user record; only the app-load entry reads the summary; no token: 401', async () => {
    assert.equal((await s.demo.post('/monitor/app-loads', { records: [record()] })).status, 200);
    const refused = await s.demo.get('/monitor/app-loads');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.msg, 'You do not have the permission "app-load" needed for this');
    assert.equal((await s.admin.get('/monitor/app-loads')).status, 200);
    const anon = await s.server.inject({ method: 'GET', url: '/arcana-system/monitor/app-loads' });
    assert.equal(anon.statusCode, 401);
  });

  it('lists the app-load entry among the monitor menus', async () => {
    const tree = await s.admin.data('/system/menu/app-routes?appCode=10012');
    assert.ok(
      tree.some((m: { code: string }) => m.code === 'app-load'),
      JSON.stringify(tree.map((m: { code: string }) => m.code)),
    );
  });
});
