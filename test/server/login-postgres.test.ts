// The failure counters and refresh rotation under real concurrency: PostgreSQL with a pool of
// connections runs simultaneous logins in parallel, where PGlite serialises them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase, type OpenedDb } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { users } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { putSetting } from '../../server/settings/settings-store.ts';
import { DEFAULT_PASSWORD_POLICY } from '../../server/auth/password-policy.ts';
import { CLIENT_BASIC } from './harness.ts';
import { postgresBinDir, startCluster, type Cluster } from './postgres-cluster.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

const bin = postgresBinDir();
const PASSWORD = 'Right-pass1';

describe('login counters on PostgreSQL', { skip: !bin && 'Debian package postgresql is not installed' }, () => {
  let cluster: Cluster;
  let opened: OpenedDb;
  let app: FastifyInstance;
  before(async () => {
    cluster = await startCluster(bin!);
    opened = await openDatabase({ databaseUrl: cluster.url, dataDir: '/nonexistent', secretKeys: TEST_KEY_SOURCE });
    await seedIfEmpty(opened.db, { adminPassword: 'Initial-pass1' });
    app = await buildApp({
      config: readConfig({ DATABASE_URL: cluster.url, ARCANA_STATIC_DIR: '/nonexistent' }),
      db: opened.db,
      logger: false,
    });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await opened?.close();
    await cluster?.stop();
  });

  const token = (form: Record<string, string>, ip = '10.9.0.1') =>
    app.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      remoteAddress: ip,
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en_US' },
      payload: new URLSearchParams(form).toString(),
    });

  it('locks the account when the tries run out in parallel, never answering 5xx', async () => {
    await opened.db.insert(users).values({ username: 'para', passwordHash: await hashPassword(PASSWORD) });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => token({ grant_type: 'password', username: 'para', password: 'wrong' })),
    );
    const statuses = answers.map((a) => a.statusCode);
    assert.ok(
      statuses.every((s) => s === 400 || s === 423),
      statuses.join(),
    );
    const remaining = answers
      .filter((a) => a.statusCode === 400)
      .map((a) => a.json().data.remaining as number)
      .sort();
    assert.deepEqual(remaining, [1, 2, 3, 4], 'each failure counted exactly once');
    const right = await token({ grant_type: 'password', username: 'para', password: PASSWORD });
    assert.equal(right.statusCode, 423);
    assert.equal(right.json().data.minutes, 30);
  });

  it('counts parallel failures from one IP exactly', async () => {
    await putSetting(opened.db, 'passwordPolicy', { ...DEFAULT_PASSWORD_POLICY, ipFailureLimit: 6 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => token({ grant_type: 'password', username: `ghost-${i}`, password: 'x' }, '10.9.0.2')),
    );
    assert.ok(answers.every((a) => a.statusCode === 400));
    const next = await token({ grant_type: 'password', username: 'ghost-x', password: 'x' }, '10.9.0.2');
    assert.equal(next.statusCode, 429);
    await putSetting(opened.db, 'passwordPolicy', DEFAULT_PASSWORD_POLICY);
  });

  it('gives several simultaneous refreshes with one token one pair between them, and the session lives on', async () => {
    const login = await token({ grant_type: 'password', username: 'admin', password: 'Initial-pass1' }, '10.9.0.3');
    assert.equal(login.statusCode, 200);
    const refresh = login.json().data.refresh_token as string;
    const answers = await Promise.all(Array.from({ length: 6 }, () => token({ grant_type: 'refresh_token', refresh_token: refresh })));
    const won = answers.filter((a) => a.statusCode === 200);
    // One rotation: the requests that waited for the winner's row are given its pair (nobody has
    // used it yet), or told to re-read it (401/402); none is told the session is over.
    assert.ok(won.length >= 1, answers.map((a) => a.statusCode).join());
    assert.equal(new Set(won.map((a) => a.json().data.refresh_token as string)).size, 1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      assert.equal(a.statusCode, 401);
      assert.equal(a.json().code, 402);
    }
    const winner = won[0]!.json().data.refresh_token as string;
    const next = await token({ grant_type: 'refresh_token', refresh_token: winner });
    assert.equal(next.statusCode, 200);
  });
});
