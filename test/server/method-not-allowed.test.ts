// A method a path does not have answers 405 with an `Allow` header naming the methods it has
// (RFC 9110 §15.5.6), in the envelope and the caller's language; a path that does not exist
// stays a 404.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './harness.ts';

describe('405 Method Not Allowed', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('answers 405 with Allow in the envelope, in both languages', async () => {
    const res = await server.inject({
      method: 'GET',
      url: '/arcana-system/system/user/reset-password',
      headers: { 'accept-language': 'en_US' },
    });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'POST');
    const { requestId: _requestId, ...envelope } = res.json();
    assert.deepEqual(envelope, {
      code: 405,
      success: false,
      msg: 'GET is not allowed here; this address takes POST',
      data: null,
    });
    const zh = await server.inject({ method: 'DELETE', url: '/arcana-auth/oauth/token', headers: { 'accept-language': 'zh_CN' } });
    assert.equal(zh.statusCode, 405);
    assert.equal(zh.headers.allow, 'POST');
    assert.equal(zh.json().msg, '此地址不支持 DELETE 方法，可用的方法：POST');
  });

  it('names GET and HEAD for a read, whatever the query string', async () => {
    const res = await server.inject({ method: 'PUT', url: '/arcana-system/system/user/current?x=1' });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'GET, HEAD');
    assert.ok(res.headers['x-content-type-options'], 'with the security headers');
  });

  it('keeps 404 for a path that does not exist', async () => {
    const res = await server.inject({ method: 'POST', url: '/arcana-system/system/no-such-thing' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers.allow, undefined);
  });
});
