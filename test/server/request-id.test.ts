// Every answer names its request (X-Request-Id), every failure envelope carries the same id, and
// every log line of the request is bound to it, so a user can quote it and an operator find it.
// nginx's $request_id is taken only from a proxy TRUST_PROXY names.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { freshDataDir } from './db-template.ts';
import { ADMIN_PASSWORD, CLIENT_BASIC, startTestServer, type TestServer } from './harness.ts';

const NGINX_ID = '0123456789abcdef0123456789abcdef';

describe('request ids', () => {
  let direct: TestServer;
  let proxied: TestServer;
  before(async () => {
    [direct, proxied] = await Promise.all([startTestServer(), startTestServer({ TRUST_PROXY: 'loopback' })]);
  });
  after(async () => {
    await Promise.all([direct?.close(), proxied?.close()]);
  });

  it('answers every request with a fresh id, and names it in the error envelope', async () => {
    const a = await direct.inject({ method: 'GET', url: '/arcana-system/monitor/ready' });
    const b = await direct.inject({ method: 'GET', url: '/arcana-system/monitor/health', headers: { 'accept-language': 'zh_CN' } });
    const idA = a.headers['x-request-id'];
    const idB = b.headers['x-request-id'];
    assert.match(String(idA), /^[0-9a-f-]{36}$/);
    assert.notEqual(idA, idB);
    assert.equal(b.statusCode, 401);
    assert.equal(b.json().requestId, idB);
    // A contract validation failure and an unknown route carry it too.
    const bad = await direct.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=nonsense',
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().requestId, bad.headers['x-request-id']);
    const missing = await direct.inject({ method: 'GET', url: '/arcana-system/no-such-thing' });
    assert.equal(missing.json().requestId, missing.headers['x-request-id']);
    // A success carries the header only.
    assert.equal(a.json().requestId, undefined);
  });

  it("takes nginx's id from a trusted proxy only", async () => {
    const viaProxy = await proxied.inject({
      method: 'GET',
      url: '/arcana-system/monitor/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': NGINX_ID },
    });
    assert.equal(viaProxy.headers['x-request-id'], NGINX_ID);
    assert.equal(viaProxy.json().requestId, NGINX_ID);
    const fromClient = await proxied.inject({
      method: 'GET',
      url: '/arcana-system/monitor/health',
      remoteAddress: '198.51.100.2',
      headers: { 'x-request-id': NGINX_ID },
    });
    assert.notEqual(fromClient.headers['x-request-id'], NGINX_ID);
    const untrusted = await direct.inject({ method: 'GET', url: '/arcana-system/monitor/ready', headers: { 'x-request-id': NGINX_ID } });
    assert.notEqual(untrusted.headers['x-request-id'], NGINX_ID);
    // Not an id: a header a trusted proxy passed on from a client is not logged as given.
    const odd = await proxied.inject({
      method: 'GET',
      url: '/arcana-system/monitor/ready',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'a b\u00e9<script>' },
    });
    assert.match(String(odd.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  it('binds every log line of a request to its id', async () => {
    const dataDir = await freshDataDir('arcana-reqid-');
    const opened = await openDatabase({ dataDir });
    await seedIfEmpty(opened.db, { adminPassword: ADMIN_PASSWORD });
    const lines: Array<Record<string, unknown>> = [];
    const app = await buildApp({
      config: readConfig({ ARCANA_DATA_DIR: dataDir, ARCANA_STATIC_DIR: join(dataDir, 'none'), LOG_LEVEL: 'debug' }),
      db: opened.db,
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/arcana-auth/oauth/token',
        headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'wrong' }).toString(),
      });
      const id = res.headers['x-request-id'];
      const mine = lines.filter((l) => l.reqId === id);
      assert.ok(
        mine.some((l) => l.msg === 'incoming request'),
        JSON.stringify(lines.slice(-5)),
      );
      assert.ok(mine.some((l) => l.msg === 'request completed'));
      assert.equal(res.json().requestId, id);
    } finally {
      await app.close();
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
