// The DATABASE_URL path against a real PostgreSQL server: the same migrations, seed, login and
// refresh, and data that survives a restart of our server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { users } from '../../server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { CLIENT_BASIC } from './harness.ts';
import { postgresBinDir, startCluster, type Cluster } from './postgres-cluster.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

const bin = postgresBinDir();

describe('PostgreSQL via DATABASE_URL', { skip: !bin && 'Debian package postgresql is not installed' }, () => {
  let cluster: Cluster;
  before(async () => {
    cluster = await startCluster(bin!);
  });
  after(async () => {
    await cluster?.stop();
  });

  async function serve() {
    const config = readConfig({ DATABASE_URL: cluster.url, ARCANA_STATIC_DIR: '/nonexistent' });
    const opened = await openDatabase({ databaseUrl: cluster.url, dataDir: '/nonexistent', secretKeys: TEST_KEY_SOURCE });
    const seed = await seedIfEmpty(opened.db, { adminPassword: 'Initial-pass1' });
    // As if the first-login password change was made (until then only that change is served).
    await opened.db.update(users).set({ passwordStatus: 0 }).where(eq(users.username, 'admin'));
    const app = await buildApp({ config, db: opened.db, logger: false });
    return {
      app,
      seed,
      close: async () => {
        await app.close();
        await opened.close();
      },
    };
  }

  const token = (app: Awaited<ReturnType<typeof serve>>['app'], form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('migrates, seeds once, logs in, refreshes and keeps sessions across a restart', async () => {
    const first = await serve();
    assert.equal(first.seed.seeded, true);
    const login = (await token(first.app, { grant_type: 'password', username: 'admin', password: 'Initial-pass1' })).json();
    assert.equal(login.code, 200);
    const menus = await first.app.inject({
      method: 'GET',
      url: '/arcana-system/system/menu/app-routes?appCode=10010',
      headers: { 'arcana-auth': `bearer ${login.data.access_token}` },
    });
    assert.equal(menus.statusCode, 200);
    assert.ok(menus.json().data.length > 0, 'system-manage menus were seeded');
    await first.close();

    const second = await serve();
    assert.equal(second.seed.seeded, false, 'a restart does not seed again');
    const refreshed = (await token(second.app, { grant_type: 'refresh_token', refresh_token: login.data.refresh_token })).json();
    assert.equal(refreshed.code, 200, 'the session stored before the restart is still there');
    assert.notEqual(refreshed.data.refresh_token, login.data.refresh_token);
    await second.close();
  });
});
