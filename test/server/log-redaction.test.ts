// Credentials never reach the server log: not a wrong password, not the refresh token that
// logout carries in its query string, not the fields of a password change. And starting the
// server logs no warning.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { readContract } from '../../server/http/contract-files.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase, type OpenedDb } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { freshDataDir } from './db-template.ts';
import { ADMIN_PASSWORD, CLIENT_BASIC } from './harness.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

describe('log redaction', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let opened: OpenedDb;
  let dataDir: string;
  let atStart: string[] = [];
  before(async () => {
    dataDir = await freshDataDir('arcana-log-');
    const config = readConfig({ ARCANA_DATA_DIR: dataDir, ARCANA_STATIC_DIR: join(dataDir, 'none'), LOG_LEVEL: 'trace' });
    opened = await openDatabase({ dataDir, secretKeys: TEST_KEY_SOURCE });
    await seedIfEmpty(opened.db, { adminPassword: ADMIN_PASSWORD });
    app = await buildApp({
      config,
      db: opened.db,
      logger: true,
      logStream: {
        write: (line) => {
          lines.push(line);
        },
      },
    });
    await app.ready();
    atStart = [...lines];
  });
  after(async () => {
    await app.close();
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const token = (form: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
    app.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': contentType },
      payload: contentType === 'application/json' ? JSON.stringify(form) : new URLSearchParams(form).toString(),
    });

  it('starts without a warning (no "ContentTypeParser not found" for the media types of file responses)', () => {
    const warnings = atStart.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
    assert.deepEqual(warnings, []);
  });

  it('strips file media types from its own copy of the contract, not from the one later readers get', () => {
    // buildApp's jsonResponsesOnly changes the document readContract gave it, in place.
    const doc = readContract('arcana-system.yaml');
    assert.match(JSON.stringify(doc), /"text\/csv"/);
  });

  it('keeps a wrong password, tokens and password-change fields out of the log', async () => {
    const secrets = ['Wr0ng-S3cret-Passw0rd', 'J50n-S3cret-Passw0rd', ADMIN_PASSWORD, 'N3w-S3cret-pass'];
    const wrong = await token({ grant_type: 'password', username: 'admin', password: secrets[0]! });
    assert.equal(wrong.statusCode, 400);
    assert.equal((await token({ grant_type: 'password', username: 'admin', password: secrets[1]! }, 'application/json')).statusCode, 400);
    const ok = await token({ grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD });
    assert.equal(ok.statusCode, 200);
    const { access_token: access, refresh_token: refresh } = ok.json().data as { access_token: string; refresh_token: string };
    const changed = await app.inject({
      method: 'POST',
      url: '/arcana-system/user/update-password',
      headers: { 'arcana-auth': `bearer ${access}` },
      payload: { oldPassword: ADMIN_PASSWORD, newPassword: secrets[3]!, confirmPassword: secrets[3]! },
    });
    assert.equal(changed.statusCode, 200);
    const out = await app.inject({ method: 'GET', url: `/arcana-auth/oauth/logout?refresh_token=${refresh}` });
    assert.equal(out.json().data, 'true');

    const log = lines.join('');
    // The log was written (so the assertions below are about a real log, not an empty one).
    assert.match(log, /login failed: wrong password/);
    assert.match(log, /\/arcana-auth\/oauth\/logout\?refresh_token=\[Redacted\]/);
    for (const secret of [...secrets, access, refresh]) {
      assert.ok(!log.includes(secret), `"${secret.slice(0, 6)}..." is in the log`);
    }
  });
});
