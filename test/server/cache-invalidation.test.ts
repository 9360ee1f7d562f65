// Caches of what every page asks for (apps, menus, grants, settings, sessions) are dropped by
// PostgreSQL notifications from any process, and never trusted while this process cannot hear them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase, type OpenedDb } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { apps, users } from '../../server/db/schema.ts';
import { CACHE_CHANNEL, invalidate } from '../../server/cache/invalidate.ts';
import { CLIENT_BASIC, startTestServer } from './harness.ts';
import { postgresBinDir, startCluster, type Cluster } from './postgres-cluster.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

const bin = postgresBinDir();
type App = Awaited<ReturnType<typeof buildApp>>;

async function adminToken(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/arcana-auth/oauth/token',
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Initial-pass1' }).toString(),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.access_token;
}

async function appNames(app: App, token: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/arcana-system/system/app/list', headers: { 'arcana-auth': `bearer ${token}` } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.map((a: { name: string }) => a.name);
}

/** Polls until `check` holds; returns the milliseconds it took, or fails after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) assert.fail(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - started;
}

describe('cache invalidation on the embedded database', () => {
  it('serves a write at once when invalidate() is called, even inside a transaction', async () => {
    const server = await startTestServer();
    try {
      const app = server.app;
      const token = await adminToken(app);
      assert.ok((await appNames(app, token)).includes('Props demo'));
      await server.db.transaction(async (tx) => {
        await tx.update(apps).set({ name: 'Renamed in a transaction' }).where(eq(apps.code, 'props-demo'));
        await invalidate(tx, 'apps');
      });
      assert.ok((await appNames(app, token)).includes('Renamed in a transaction'));
    } finally {
      await server.close();
    }
  });
});

describe('cache invalidation across processes on PostgreSQL', { skip: !bin && 'Debian package postgresql is not installed' }, () => {
  let cluster: Cluster;
  let opened: OpenedDb;
  let app: App;
  let other: pg.Client; // stands for another server process: it writes and notifies on its own connection
  let token: string;

  before(async () => {
    cluster = await startCluster(bin!);
    opened = await openDatabase({
      databaseUrl: cluster.url,
      secretKeys: TEST_KEY_SOURCE,
      dataDir: '/nonexistent',
      setup: async (db) => {
        await seedIfEmpty(db, { adminPassword: 'Initial-pass1' });
        // Past the first-login change, as every suite starts (test/server/harness.ts).
        await db.update(users).set({ passwordStatus: 0 }).where(eq(users.username, 'admin'));
      },
    });
    app = await buildApp({
      config: readConfig({ DATABASE_URL: cluster.url, ARCANA_STATIC_DIR: '/nonexistent' }),
      db: opened.db,
      logger: false,
    });
    other = new pg.Client({ connectionString: cluster.url });
    await other.connect();
    token = await adminToken(app);
  });
  after(async () => {
    await other?.end();
    await app?.close();
    await opened?.close();
    await cluster?.stop();
  });

  it("drops the cached list within 100 ms of another process's notification", async () => {
    assert.ok((await appNames(app, token)).includes('Props demo'));
    await other.query(`update apps set name = 'Renamed elsewhere' where code = 'props-demo'`);
    assert.ok((await appNames(app, token)).includes('Props demo'), 'without a notification the cached list is served');
    await other.query(`select pg_notify($1, 'apps')`, [CACHE_CHANNEL]);
    await within(100, async () => (await appNames(app, token)).includes('Renamed elsewhere'));
  });

  it('refuses a session revoked by another process within 100 ms', async () => {
    const mine = await adminToken(app);
    assert.equal((await appNames(app, mine)).length > 0, true);
    await other.query('begin');
    await other.query('update sessions set revoked_at = now() where revoked_at is null');
    await other.query(`select pg_notify($1, 'sessions')`, [CACHE_CHANNEL]);
    await other.query('commit');
    await within(100, async () => {
      const res = await app.inject({ method: 'GET', url: '/arcana-system/system/app/list', headers: { 'arcana-auth': `bearer ${mine}` } });
      return res.statusCode === 401;
    });
  });

  it('reads through to the database while its listener is cut off, and caches again once it is back', async () => {
    token = await adminToken(app);
    await appNames(app, token);
    await other.query(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%'`);
    // Sooner than the listener's reconnection (1 s), which drops every cache anyway.
    await within(500, async () => {
      await other.query(`update apps set name = 'Seen without a notification' where code = 'elements-demo'`);
      return (await appNames(app, token)).includes('Seen without a notification');
    });
    // Listening again: a change without a notification stays unseen, one with it is seen.
    await within(5_000, async () => (await other.query(`select 1 from pg_stat_activity where query ilike 'LISTEN%'`)).rowCount === 1);
    await appNames(app, token);
    await other.query(`update apps set name = 'Not yet' where code = 'elements-demo'`);
    assert.ok((await appNames(app, token)).includes('Seen without a notification'));
    await other.query(`select pg_notify($1, 'apps,menus')`, [CACHE_CHANNEL]);
    await within(100, async () => (await appNames(app, token)).includes('Not yet'));
  });
});
