// GET /arcana-system/system/watermark/cfg: authenticated, disabled by default, stored settings
// with the preset values (department, client IP) filled in by the server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_PASSWORD, bearer, login, startTestServer, type TestServer } from './harness.ts';
import { DEFAULT_WATERMARK } from '../../server/services/system/watermark/watermark-settings.ts';
import { putSetting } from '../../server/settings/settings-store.ts';
import { displayIp } from '../../server/services/system/watermark/watermark-rules.ts';

const URL_CFG = '/arcana-system/system/watermark/cfg';

describe('watermark configuration', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startTestServer();
    token = (await login(server, 'admin', ADMIN_PASSWORD)).body.data!.access_token as string;
  });
  after(async () => {
    await server.close();
  });

  it('refuses a request without a token with HTTP 401 and the envelope', async () => {
    const res = await server.inject({ method: 'GET', url: URL_CFG });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().success, false);
    assert.equal(res.json().code, 401);
  });

  it('is disabled by default and carries every field of the contract', async () => {
    const res = await server.inject({ method: 'GET', url: URL_CFG, headers: bearer(token), remoteAddress: '10.1.2.3' });
    assert.equal(res.statusCode, 200);
    const { code, success, data } = res.json();
    assert.equal(code, 200);
    assert.equal(success, true);
    assert.deepEqual(data, { ...DEFAULT_WATERMARK, departmentName: '', clientIp: '10.1.2.3' });
    assert.equal(data.enabled, false);
  });

  it('returns the stored settings and the client IP of the request', async () => {
    await putSetting(server.db, 'watermark', {
      enabled: true,
      content: { department: false, ip: true, time: false, custom: '内部资料 Internal' },
      fontSize: 20,
      font: 'source-han-serif',
      color: '#ff000033',
      margin: 80,
      rotate: -30,
      exportType: 'screen',
      applyRange: { scope: 'portal' },
    });
    const res = await server.inject({ method: 'GET', url: URL_CFG, headers: bearer(token), remoteAddress: '192.168.7.21' });
    const { data } = res.json();
    assert.equal(data.enabled, true);
    assert.deepEqual(data.content, { department: false, ip: true, time: false, custom: '内部资料 Internal' });
    assert.equal(data.fontSize, 20);
    assert.equal(data.font, 'source-han-serif');
    assert.equal(data.color, '#ff000033');
    assert.equal(data.margin, 80);
    assert.equal(data.rotate, -30);
    assert.equal(data.clientIp, '192.168.7.21');
    assert.equal(data.departmentName, '');
  });

  it('shows IPv4 clients on a dual-stack socket without the IPv6 prefix', () => {
    assert.equal(displayIp('::ffff:10.0.0.8'), '10.0.0.8');
    assert.equal(displayIp('2001:db8::1'), '2001:db8::1');
    assert.equal(displayIp(undefined), '');
  });
});
