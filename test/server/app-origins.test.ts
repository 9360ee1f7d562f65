// Applications on other origins: the content security policy admits the registered
// applications' origins (connect, script, style, img, font, frame, base) and nothing else, and
// follows the catalogue when an address changes; the platform API answers CORS for those
// origins and for ARCANA_DEV_ORIGINS, never for another.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness.ts';
import { apps } from '../../server/db/schema.ts';
import { invalidate } from '../../server/cache/invalidate.ts';

const APP_ORIGIN = 'http://127.0.0.1:5999';
const DEV_ORIGIN = 'http://localhost:5173';

/** The policy's directives by name. */
function directives(csp: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('registered application origins: CSP and CORS', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ARCANA_DEV_ORIGINS: DEV_ORIGIN });
  });
  after(() => server.close());

  const setAddress = async (address: string) => {
    await server.db.update(apps).set({ address }).where(eq(apps.code, 'props-demo'));
    await invalidate(server.db, 'apps');
  };
  const policy = async () => directives((await server.inject({ method: 'GET', url: '/home' })).headers['content-security-policy']);
  const preflight = (origin: string) =>
    server.inject({
      method: 'OPTIONS',
      url: '/arcana-system/system/user/current/profile',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'arcana-auth' },
    });

  it('admits only the portal itself while every application is on the portal', async () => {
    const csp = await policy();
    assert.deepEqual(csp['connect-src'], ["'self'"]);
    assert.equal((await preflight(APP_ORIGIN)).headers['access-control-allow-origin'], undefined);
  });

  it('admits an application origin once its address is there, in the directives it needs only', async () => {
    await setAddress(`${APP_ORIGIN}/props/`);
    const csp = await policy();
    for (const name of ['connect-src', 'script-src', 'style-src', 'img-src', 'font-src', 'frame-src', 'base-uri']) {
      assert.ok(csp[name]?.includes(APP_ORIGIN), `${name}: ${csp[name]?.join(' ')}`);
    }
    for (const name of ['default-src', 'object-src', 'form-action', 'frame-ancestors']) assert.ok(!csp[name]?.includes(APP_ORIGIN), name);
    const res = await preflight(APP_ORIGIN);
    assert.equal(res.statusCode, 204);
    assert.equal(res.headers['access-control-allow-origin'], APP_ORIGIN);
    assert.match(String(res.headers['access-control-allow-headers']), /Arcana-Auth/);
    const get = await server.inject({ method: 'GET', url: '/arcana-system/system/user/current/profile', headers: { origin: APP_ORIGIN } });
    assert.equal(get.statusCode, 401);
    assert.equal(get.headers['access-control-allow-origin'], APP_ORIGIN, 'the refusal is readable by the application');
  });

  it('answers no other origin', async () => {
    const res = await preflight('http://evil.test');
    assert.equal(res.headers['access-control-allow-origin'], undefined);
    assert.ok(!(await policy())['connect-src']?.includes('http://evil.test'));
  });

  it('answers CORS for a development origin without widening the policy', async () => {
    assert.equal((await preflight(DEV_ORIGIN)).headers['access-control-allow-origin'], DEV_ORIGIN);
    assert.ok(!(await policy())['connect-src']?.includes(DEV_ORIGIN));
  });

  it('drops the origin again when the application moves back', async () => {
    await setAddress('/demo-apps/props-demo/');
    assert.deepEqual((await policy())['connect-src'], ["'self'"]);
    assert.equal((await preflight(APP_ORIGIN)).headers['access-control-allow-origin'], undefined);
  });
});
