// The built portal as the server sends it: a hashed script in the gzip copy the build wrote beside
// it when the browser accepts gzip (scripts/rollup-precompress.mjs), whole otherwise, cached for a
// year either way; a client route gets index.html, never cached.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './harness.ts';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
const FILE = '/assets/users-page-Mk6qSSrN.js';

describe('static portal files', () => {
  let server: TestServer;
  let portal: string;
  before(async () => {
    portal = mkdtempSync(join(tmpdir(), 'arcana-portal-'));
    mkdirSync(join(portal, 'assets'));
    writeFileSync(join(portal, 'index.html'), '<!doctype html><title>Arcana</title>');
    writeFileSync(join(portal, FILE), SCRIPT);
    writeFileSync(join(portal, `${FILE}.gz`), gzipSync(SCRIPT));
    server = await startTestServer({ ARCANA_STATIC_DIR: portal });
  });
  after(async () => {
    await server.close();
    rmSync(portal, { recursive: true, force: true });
  });

  it('sends the gzip copy of a script to a browser that accepts gzip, cached for a year', async () => {
    const res = await server.inject({ method: 'GET', url: FILE, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.match(String(res.headers['content-type']), /^application\/javascript/);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(res.headers.vary), /accept-encoding/i);
    assert.equal(gunzipSync(res.rawPayload).toString(), SCRIPT);
  });

  it('sends the script whole to a client that does not accept gzip', async () => {
    const res = await server.inject({ method: 'GET', url: FILE, headers: { 'accept-encoding': 'identity' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body, SCRIPT);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('sends nothing from outside the portal folder, however the path is spelled', async () => {
    // A file beside the portal's folder, named from inside it in every encoding of '..' and '/'.
    const secret = join(portal, '..', `${portal.split('/').at(-1)}-secret.txt`);
    writeFileSync(secret, 'SECRET');
    const name = secret.split('/').at(-1)!;
    try {
      for (const url of [`/../${name}`, `/%2e%2e/${name}`, `/assets/..%2f..%2f${name}`, `/..%2f${name}`, `/assets/%2e%2e/%2e%2e/${name}`]) {
        const res = await server.inject({ method: 'GET', url });
        assert.notEqual(res.statusCode, 200, url);
        assert.doesNotMatch(res.body, /SECRET/, url);
      }
    } finally {
      rmSync(secret, { force: true });
    }
  });

  it('answers a client route with index.html, not cached', async () => {
    const res = await server.inject({ method: 'GET', url: '/system-manage/user', headers: { accept: 'text/html' } });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<title>Arcana<\/title>/);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });
});
