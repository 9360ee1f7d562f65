// Home settings against a real PostgreSQL server, where requests run in parallel: concurrent
// saves of one user's quick access and favourites never fail and leave one consistent list.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase, type OpenedDb } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { apps } from '../../server/db/schema.ts';
import { ADMIN_PASSWORD, login, type TestServer } from './harness.ts';
import { DEMO_PASSWORD, caller } from './menus-helpers.ts';
import { postgresBinDir, startCluster, type Cluster } from './postgres-cluster.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

const bin = postgresBinDir();

describe('home settings on PostgreSQL', { skip: !bin && 'Debian package postgresql is not installed' }, () => {
  let cluster: Cluster;
  let opened: OpenedDb;
  let server: TestServer;
  before(async () => {
    cluster = await startCluster(bin!);
    opened = await openDatabase({ databaseUrl: cluster.url, dataDir: '/nonexistent', secretKeys: TEST_KEY_SOURCE });
    await seedIfEmpty(opened.db, { adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD });
    const config = readConfig({ DATABASE_URL: cluster.url, ARCANA_STATIC_DIR: '/nonexistent' });
    const app = await buildApp({ config, db: opened.db, logger: false });
    server = { app, db: opened.db, config, inject: (o) => app.inject(o), close: async () => {} };
  });
  after(async () => {
    await server?.app.close();
    await opened?.close();
    await cluster?.stop();
  });

  it('seeds the demo user with the Viewer role when asked', async () => {
    const { status, body } = await login(server, 'demo', DEMO_PASSWORD);
    assert.equal(status, 200, body.msg);
    const demo = caller(server, body.data!.access_token);
    assert.deepEqual(
      (await demo.data('/system/app/list')).map((a: any) => a.code),
      ['props-demo', 'elements-demo'],
    );
  });

  it('answers every one of many parallel saves and keeps one of the lists whole', async () => {
    const { body } = await login(server, 'demo', DEMO_PASSWORD);
    const demo = caller(server, body.data!.access_token);
    const ids = (await server.db.select({ id: apps.id, code: apps.code }).from(apps))
      .filter((a) => a.code !== 'reports-demo')
      .map((a) => a.id);
    const lists = [ids, [...ids].reverse(), [ids[0]!], []];
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        demo.post('/system/user/app/submit', { quickAccess: lists[i % lists.length]!.map((appId) => ({ appId })), homeSetting: 1 }),
      ),
    );
    for (const r of results) assert.equal(r.status, 200, r.body.msg);
    const final = (await demo.data('/system/user/app/find')).quickAccess.map((q: any) => q.appId);
    assert.ok(
      lists.some((l) => JSON.stringify(l) === JSON.stringify(final)),
      `a whole list, got ${final}`,
    );

    const favourites = await Promise.all(Array.from({ length: 12 }, () => demo.post(`/system/app/collect/add?appId=${ids[0]}`)));
    for (const r of favourites) assert.equal(r.status, 200, r.body.msg);
  });
});
