// Login, token errors and contract validation of the reference server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ADMIN_PASSWORD, CLIENT_BASIC, bearer, login, startTestServer, type TestServer } from './harness.ts';
import { invalidate } from '../../server/cache/invalidate.ts';
import { sessions } from '../../server/db/schema.ts';
import { connect } from 'node:net';

/** Writes `raw` to the listening server and reads until it closes the connection. */
/** Whether `data` holds a whole HTTP response (head and a body of its Content-Length). */
function wholeResponse(data: Buffer): boolean {
  const end = data.indexOf('\r\n\r\n');
  const length = /\r\ncontent-length: *(\d+)/i.exec(data.subarray(0, Math.max(0, end)).toString('latin1'))?.[1];
  return end >= 0 && length !== undefined && data.length >= end + 4 + Number(length);
}

/**
 * Sends `raw` on a socket of its own and resolves with everything the server sent back. A server
 * that closes while bytes it never read are still arriving (a 70 KB request line refused at
 * 16 KB) makes the kernel reset the connection; since Node 24 that reset can reach this client
 * after the whole answer did, so a reset after a whole response still counts as the answer.
 */
function rawExchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const received = () => Buffer.concat(chunks);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' && wholeResponse(received())) resolve(received().toString('utf8'));
      else reject(error);
    });
    socket.on('close', () => resolve(received().toString('utf8')));
    socket.end(raw);
  });
}

describe('auth', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({}, { adminMustChangePassword: true });
  });
  after(async () => {
    await server.close();
  });

  it('logs the seeded admin in and asks for a password change at first login', async () => {
    const { status, body } = await login(server, 'admin', ADMIN_PASSWORD);
    assert.equal(status, 200);
    assert.equal(body.code, 200);
    assert.equal(body.success, true);
    assert.equal(body.data!.token_type, 'bearer');
    assert.equal(body.data!.username, 'admin');
    assert.equal(body.data!.password_status, 3);
    assert.ok(body.data!.access_token.length >= 32);
    assert.ok(body.data!.refresh_token.length >= 32);
    assert.ok(body.data!.expires_in > 0);
    assert.ok(body.data!.expire_time > Date.now());
  });

  it('refuses a wrong password with an envelope in the request language', async () => {
    const en = await login(server, 'admin', 'wrong-password', {}, { 'accept-language': 'en-US' });
    assert.equal(en.status, 400);
    assert.equal(en.body.success, false);
    assert.match(en.body.msg, /Wrong username or password/);
    const zh = await login(server, 'admin', 'wrong-password', {}, { 'accept-language': 'zh-CN' });
    assert.match(zh.body.msg, /用户名或密码错误/);
  });

  it('refuses the token endpoint without the client credentials', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: { grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD },
    });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().success, false);
  });

  it('answers 401 with body code 402 for an expired access token and 401/401 for an unknown one', async () => {
    const { body } = await login(server, 'admin', ADMIN_PASSWORD);
    const token = body.data!.access_token as string;
    const okRes = await server.inject({ method: 'GET', url: '/arcana-system/system/user/current', headers: bearer(token) });
    assert.equal(okRes.statusCode, 200);
    assert.equal(okRes.json().code, 200);

    await server.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, body.data!.user_id));
    await invalidate(server.db, 'sessions'); // the write bypassed the server
    const expired = await server.inject({ method: 'GET', url: '/arcana-system/system/user/current', headers: bearer(token) });
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json().code, 402);

    const unknown = await server.inject({ method: 'GET', url: '/arcana-system/system/user/current', headers: bearer('not-a-token') });
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().code, 401);

    const missing = await server.inject({ method: 'GET', url: '/arcana-system/system/user/current' });
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().code, 401);
  });

  it('answers a malformed body with a 4xx envelope, never a 5xx', async () => {
    const cases = [
      { 'content-type': 'application/json', payload: '{"grant_type": "magic"}' },
      { 'content-type': 'application/json', payload: '{not json' },
      { 'content-type': 'application/json', payload: '{"grant_type":"password","username":"admin","password":"x","extra":1}' },
      { 'content-type': 'text/xml', payload: '<a/>' },
    ];
    for (const c of cases) {
      const res = await server.inject({
        method: 'POST',
        url: '/arcana-auth/oauth/token',
        headers: { authorization: CLIENT_BASIC, 'content-type': c['content-type'] },
        payload: c.payload,
      });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${c.payload} -> ${res.statusCode}`);
      const body = res.json();
      assert.equal(body.success, false);
      assert.ok(!JSON.stringify(body).includes('at '), 'no stack trace');
    }
    const badQuery = await server.inject({
      method: 'GET',
      url: '/arcana-system/system/menu/app-routes?appCode=%27%3B%20drop',
      headers: bearer('x'),
    });
    assert.ok(badQuery.statusCode >= 400 && badQuery.statusCode < 500);
  });

  it('puts security headers on every response', async () => {
    for (const url of ['/arcana-system/system/private/show/cfg/get', '/arcana-system/nope', '/anything']) {
      const res = await server.inject({ method: 'GET', url });
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'self'/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['referrer-policy']);
    }
  });

  it('answers a request Node cannot parse (headers too large, bad request line) with the envelope and the security headers', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    const cases: Array<[string, number, RegExp]> = [
      [`GET /arcana-system/nope?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, /请求参数错误/],
      [`GET /nope HTTP/1.1\r\nHost: x\r\nAccept-Language: en-US\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, /^Invalid request/],
      ['NOT HTTP AT ALL\r\n\r\n', 400, /请求参数错误/],
    ];
    for (const [raw, status, msg] of cases) {
      const answer = await rawExchange(port, raw);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      assert.match(head, new RegExp(`^HTTP/1.1 ${status} `), head);
      assert.match(head, /\r\ncontent-security-policy: [^\r]*frame-ancestors 'self'/i);
      assert.match(head, /\r\nx-content-type-options: nosniff/i);
      const envelope = JSON.parse(body) as { code: number; success: boolean; msg: string };
      assert.equal(envelope.code, status);
      assert.equal(envelope.success, false);
      assert.match(envelope.msg, msg);
    }
  });

  it('changes the password and clears the forced-change status', async () => {
    const { body } = await login(server, 'admin', ADMIN_PASSWORD);
    const headers = { ...bearer(body.data!.access_token), 'accept-language': 'en-US' };
    const same = await server.inject({
      method: 'POST',
      url: '/arcana-system/user/update-password',
      headers,
      payload: { oldPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD },
    });
    assert.equal(same.statusCode, 400);
    assert.equal(same.json().msg, 'Old and new passwords cannot be the same');
    const mismatch = await server.inject({
      method: 'POST',
      url: '/arcana-system/user/update-password',
      headers,
      payload: { oldPassword: ADMIN_PASSWORD, newPassword: 'Another-pass3', confirmPassword: 'Another-pass4' },
    });
    assert.equal(mismatch.json().msg, 'The passwords entered twice do not match');
    const changed = await server.inject({
      method: 'POST',
      url: '/arcana-system/user/update-password',
      headers,
      payload: { oldPassword: ADMIN_PASSWORD, newPassword: 'Another-pass3', confirmPassword: 'Another-pass3' },
    });
    assert.equal(changed.statusCode, 200);
    const again = await login(server, 'admin', 'Another-pass3');
    assert.equal(again.body.data!.password_status, 0);
  });
});
