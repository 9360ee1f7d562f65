// The Prometheus endpoint (its own token, never open without it; request histograms by route
// pattern and status that move with the traffic; login outcomes) and the heartbeats through which
// every process on one database appears in the monitor views (up, draining, gone).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase, type OpenedDb } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { users } from '../../server/db/schema.ts';
import { markClosing } from '../../server/monitor/readiness.ts';
import { bearer, CLIENT_BASIC, login, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness.ts';
import { postgresBinDir, startCluster, type Cluster } from './postgres-cluster.ts';

const TOKEN = 'scrape-token-7f3a';
const bin = postgresBinDir();

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (want.every((w) => inside.split(',').includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/** Polls until `check` answers a value (not undefined); no fixed sleeps, a generous limit. */
async function until<T>(check: () => Promise<T | undefined>, what: string, limitMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > limitMs) assert.fail(`${what}: not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Prometheus metrics', () => {
  let server: TestServer;
  let closed: TestServer;
  before(async () => {
    [server, closed] = await Promise.all([startTestServer({ ARCANA_METRICS_TOKEN: TOKEN }), startTestServer()]);
  });
  after(async () => {
    await Promise.all([server?.close(), closed?.close()]);
  });
  const scrape = (authorization?: string) =>
    server.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 without the token or with another, 200 with it, and 404 when no token is configured', async () => {
    const none = await scrape();
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().success, false);
    assert.doesNotMatch(none.body, /arcana_http/);
    const wrong = await scrape('Bearer scrape-token-7f3b');
    assert.equal(wrong.statusCode, 401);
    assert.equal((await scrape(`Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`)).statusCode, 401);
    const right = await scrape(`Bearer ${TOKEN}`);
    assert.equal(right.statusCode, 200);
    assert.match(String(right.headers['content-type']), /^text\/plain/);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
      'process_resident_memory_bytes',
      'arcana_delivery_queue',
    ]) {
      assert.match(right.body, new RegExp(`^# HELP ${name} `, 'm'));
    }
    const off = await closed.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(off.statusCode, 404);
    assert.doesNotMatch(off.body, /arcana_http/);
  });

  it('moves the request histogram of the route pattern and status with each answer, and counts login outcomes', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const route = { method: 'GET', route: '/arcana-system/monitor/health', status: '401' };
    const countBefore = sample(before, 'arcana_http_request_duration_seconds_count', route);
    const failuresBefore = sample(before, 'arcana_login_attempts_total', { result: 'failure' });
    for (let i = 0; i < 3; i++)
      assert.equal((await server.inject({ method: 'GET', url: '/arcana-system/monitor/health' })).statusCode, 401);
    assert.equal((await login(server, 'admin', 'wrong-password')).status, 400);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    assert.equal(sample(after, 'arcana_http_request_duration_seconds_count', route), countBefore + 3);
    assert.equal(sample(after, 'arcana_http_requests_total', route), countBefore + 3);
    assert.ok(sample(after, 'arcana_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }) >= countBefore + 3);
    assert.equal(sample(after, 'arcana_login_attempts_total', { result: 'failure' }), failuresBefore + 1);
    // A path parameter is labelled by its pattern, never by the raw URL.
    await server.inject({ method: 'GET', url: '/arcana-system/system/user/987654/detail' });
    assert.doesNotMatch((await scrape(`Bearer ${TOKEN}`)).body, /987654/);
  });

  it('fills the request-metrics view from the same histogram', async () => {
    const { body } = await login(server, 'admin', ADMIN_PASSWORD);
    const res = await server.inject({ method: 'GET', url: '/arcana-system/monitor/metrics', headers: bearer(body.data!.access_token) });
    const route = res.json().data.routes.find((r: { route: string; method: string }) => r.route === '/arcana-system/monitor/health');
    assert.ok(route && route.count >= 3 && route.errors >= 3, JSON.stringify(route));
    assert.ok(route.p50Ms > 0 && route.p99Ms >= route.p50Ms);
  });
});

describe('heartbeats on the embedded database', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ARCANA_HEARTBEAT_MS: '200' });
  });
  after(async () => server?.close());

  it('lists the one process, up, with its requests in the series', async () => {
    const { body } = await login(server, 'admin', ADMIN_PASSWORD);
    const headers = bearer(body.data!.access_token);
    const view = await until(async () => {
      const res = await server.inject({ method: 'GET', url: '/arcana-system/monitor/processes', headers });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data;
      return data.series[0]?.points.some((p: { requests: number }) => p.requests > 0) ? data : undefined;
    }, 'a heartbeat with requests');
    assert.equal(view.processes.length, 1);
    assert.equal(view.processes[0].state, 'up');
    assert.equal(view.processes[0].self, true);
    assert.equal(view.processes[0].pid, process.pid);
    const day = await server.inject({ method: 'GET', url: '/arcana-system/monitor/processes?window=day', headers });
    assert.equal(day.json().data.stepSeconds, 600);
    const demo = await login(server, 'demo', ADMIN_PASSWORD);
    if (demo.status === 200) {
      const refused = await server.inject({
        method: 'GET',
        url: '/arcana-system/monitor/processes',
        headers: bearer(demo.body.data!.access_token),
      });
      assert.equal(refused.statusCode, 403);
    }
  });
});

describe('heartbeats of two processes on one PostgreSQL', { skip: !bin && 'Debian package postgresql is not installed' }, () => {
  let cluster: Cluster;
  const dbs: OpenedDb[] = [];
  const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];

  before(async () => {
    cluster = await startCluster(bin!);
    for (let i = 0; i < 2; i++) {
      const opened = await openDatabase({
        databaseUrl: cluster.url,
        dataDir: '/nonexistent',
        setup: async (db) => {
          await seedIfEmpty(db, { adminPassword: ADMIN_PASSWORD });
          await db.update(users).set({ passwordStatus: 0 }).where(eq(users.username, 'admin'));
        },
      });
      dbs.push(opened);
      const config = readConfig({ DATABASE_URL: cluster.url, ARCANA_STATIC_DIR: '/nonexistent', ARCANA_HEARTBEAT_MS: '200' });
      apps.push(await buildApp({ config, db: opened.db, logger: false }));
    }
  });
  after(async () => {
    for (const app of apps) await app.close().catch(() => {});
    for (const db of dbs) await db.close();
    await cluster?.stop();
  });

  async function processesSeenBy(app: (typeof apps)[number]) {
    const tokenRes = await app.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD }).toString(),
    });
    const token = tokenRes.json().data.access_token as string;
    const res = await app.inject({ method: 'GET', url: '/arcana-system/monitor/processes', headers: bearer(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.processes as Array<{ id: string; state: string; self: boolean }>;
  }

  it('shows both processes in either one, then the second as draining and gone', async () => {
    const [first, second] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const both = await until(async () => {
      const list = await processesSeenBy(first);
      return list.filter((p) => p.state === 'up').length === 2 ? list : undefined;
    }, 'two processes up');
    const self = both.find((p) => p.self)!;
    const other = both.find((p) => !p.self)!;
    assert.ok(self && other);
    const fromSecond = await processesSeenBy(second);
    assert.equal(fromSecond.find((p) => p.self)!.id, other.id, 'each process knows itself');
    markClosing(second);
    await until(
      async () => ((await processesSeenBy(first)).find((p) => p.id === other.id)?.state === 'draining' ? true : undefined),
      'draining',
    );
    await second.close();
    await until(async () => ((await processesSeenBy(first)).find((p) => p.id === other.id)?.state === 'gone' ? true : undefined), 'gone');
  });
});
