// The forced password change is held by the server, not only by the portal: a session whose
// password must change (first login, or a lifetime that ended) reaches only the password change,
// the policy it must meet (read), the current user, the captcha and logout. Token answers are never cached (RFC 6749 5.1).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_PASSWORD, CLIENT_BASIC, bearer, login, startTestServer, type TestServer } from './harness.ts';
import { addUser } from './auth-fixtures.ts';
import { DEFAULT_PASSWORD_RULES } from '../../server/auth/password-policy.ts';
import { allowedWithPasswordStatus } from '../../server/auth/forced-change.ts';

describe('forced password change', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({}, { adminMustChangePassword: true });
  });
  after(async () => {
    await server.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    server.inject({
      method,
      url: `/arcana-system${url}`,
      headers: { ...bearer(token), 'accept-language': 'en_US' },
      ...(payload ? { payload } : {}),
    });

  it('lets a first-login session reach only the change, the policy read, the current user, the captcha and logout', async () => {
    const { body } = await login(server, 'admin', ADMIN_PASSWORD);
    const token = body.data!.access_token as string;
    assert.equal(body.data!.password_status, 3);
    for (const [method, url, payload] of [
      ['GET', '/monitor/health'],
      ['GET', '/monitor/metrics'],
      ['GET', '/system/app/list'],
      ['POST', '/system/password/policy', { ...DEFAULT_PASSWORD_RULES, historyCount: 3 }],
    ] as const) {
      const res = await call(method, url, token, payload);
      assert.equal(res.statusCode, 403, url);
      assert.equal(res.json().code, 403);
      assert.equal(res.json().msg, 'Your password must be changed before you can continue');
    }
    assert.equal((await call('GET', '/system/user/current', token)).statusCode, 200);
    // The change form checks the policy's lengths and classes before sending.
    const rules = await call('GET', '/system/password/policy', token);
    assert.equal(rules.statusCode, 200);
    assert.equal(rules.json().data.minLength, DEFAULT_PASSWORD_RULES.minLength);
    assert.equal((await server.inject({ method: 'GET', url: '/arcana-auth/oauth/captcha' })).statusCode, 200);

    const changed = await call('POST', '/user/update-password', token, {
      oldPassword: ADMIN_PASSWORD,
      newPassword: 'Changed-pass7',
      confirmPassword: 'Changed-pass7',
    });
    assert.equal(changed.statusCode, 200);
    // The same session goes on, now with everything its holder may do.
    assert.equal((await call('GET', '/monitor/health', token)).statusCode, 200);
    const policy = await call('GET', '/system/password/policy', token);
    assert.notEqual(policy.json().data.historyCount, 3, 'the refused policy write stored nothing');
  });

  it('holds a session whose password lifetime ended the same way, and lets it log out', async () => {
    await addUser(server, 'olga', 'Olga-pass1', { passwordChangedAt: new Date(Date.now() - 400 * 86_400_000) });
    const { body } = await login(server, 'olga', 'Olga-pass1');
    assert.equal(body.data!.password_status, 2);
    const refused = await call('GET', '/system/user/app/find', body.data!.access_token);
    assert.equal(refused.statusCode, 403);
    assert.equal((await call('GET', '/system/user/current', body.data!.access_token)).statusCode, 200);
    const out = await server.inject({
      method: 'GET',
      url: `/arcana-auth/oauth/logout?refresh_token=${encodeURIComponent(body.data!.refresh_token)}`,
    });
    assert.equal(out.statusCode, 200);
    assert.equal(out.json().data, 'true');
  });

  it('decides by operation: only the ways out are open in status 2 and 3, everything in 0 and 1', () => {
    for (const status of [2, 3]) {
      for (const op of ['updatePassword', 'getPasswordPolicy', 'getCurrentUser', 'captcha', 'logout'])
        assert.ok(allowedWithPasswordStatus(op, status), op);
      for (const op of ['getMonitorHealth', 'updatePasswordPolicy', 'listApps', undefined])
        assert.ok(!allowedWithPasswordStatus(op, status), String(op));
    }
    for (const status of [0, 1]) assert.ok(allowedWithPasswordStatus('updatePasswordPolicy', status));
  });

  it('answers every token grant with Cache-Control: no-store and Pragma: no-cache', async () => {
    await addUser(server, 'tess', 'Tess-pass1');
    const res = await server.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=tess&password=Tess-pass1',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.headers.pragma, 'no-cache');
    const refreshed = await server.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: res.json().data.refresh_token }).toString(),
    });
    assert.equal(refreshed.statusCode, 200);
    assert.equal(refreshed.headers['cache-control'], 'no-store');
    assert.equal(refreshed.headers.pragma, 'no-cache');
  });
});
