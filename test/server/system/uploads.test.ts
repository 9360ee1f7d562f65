// Uploads (openapi/system/uploads.yaml): images stored with their type and nosniff, SVG cleaned,
// wrong types and sizes refused in both languages, 403 without an application or personalisation
// code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { uploads } from '../../../server/db/schema.ts';
import { signedInSuite, tokenOf, DEMO_PASSWORD, type SignedInSuite } from '../menus-helpers.ts';
import { png, SVG_62 } from '../image-fixtures.ts';

function uploadAs(s: SignedInSuite, token: string) {
  return async (fileName: string, bytes: Buffer, kind = 'app-icon', lang = 'en-US') => {
    const res = await s.server.inject({
      method: 'POST',
      url: `/arcana-system/system/file/upload?fileName=${encodeURIComponent(fileName)}&kind=${kind}`,
      headers: { 'arcana-auth': `bearer ${token}`, 'content-type': 'application/octet-stream', 'accept-language': lang },
      payload: bytes,
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
  };
}

describe('uploads', () => {
  const s = signedInSuite();
  let adminToken = '';
  const upload = (...a: Parameters<ReturnType<typeof uploadAs>>) => uploadAs(s, adminToken)(...a);

  it('stores a 62x62 png icon and serves it with its type and nosniff', async () => {
    adminToken = await tokenOf(s.server, 'admin', 'Initial-pass1');
    const r = await upload('icon.png', png(62, 62));
    assert.equal(r.status, 200, r.body.msg);
    assert.match(r.body.data.url, /^\/arcana-system\/system\/file\/view\/[A-Za-z0-9_-]{16,}$/);
    const served = await s.server.inject({ method: 'GET', url: r.body.data.url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(served.rawPayload, png(62, 62));
  });

  it('cleans an SVG carrying a script, event attributes and external references', async () => {
    const evil = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="62" height="62" onload="alert(1)">
      <script>alert(document.cookie)</script><image href="https://evil.example/x.png" width="10" height="10"/>
      <use xlink:href="https://evil.example/s.svg#a"/><rect width="62" height="62" onclick="alert(2)" style="fill:url(https://evil.example/p)"/>
      <foreignObject><iframe src="javascript:alert(3)"></iframe></foreignObject></svg>`;
    const r = await upload('icon.svg', Buffer.from(evil));
    assert.equal(r.status, 200, r.body.msg);
    const served = await s.server.inject({ method: 'GET', url: r.body.data.url });
    assert.equal(served.headers['content-type'], 'image/svg+xml');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.match(String(served.headers['content-security-policy']), /sandbox/);
    const text = served.body;
    assert.match(text, /^<svg[^>]*>/);
    assert.match(text, /<rect/);
    for (const bad of [/script/i, /onload/i, /onclick/i, /evil\.example/, /javascript:/i, /foreignObject/i, /iframe/i])
      assert.doesNotMatch(text, bad);
  });

  it('refuses a png renamed .svg, a non-image, a wrong extension and a 4 MB image, in both languages', async () => {
    const before = (await s.server.db.select({ id: uploads.id }).from(uploads)).length;
    const format = 'The image format does not meet the requirements, please upload again.';
    for (const [name, bytes] of [
      ['icon.svg', png(62, 62)],
      ['icon.png', Buffer.from('<html><script>1</script></html>')],
      ['icon.gif', png(62, 62)],
      ['icon.jpg', png(62, 62)],
    ] as const) {
      const r = await upload(name, bytes);
      assert.equal(r.status, 400, name);
      assert.equal(r.body.msg, format, name);
    }
    assert.equal((await upload('icon.svg', png(62, 62), 'app-icon', 'zh-CN')).body.msg, '图片格式不符合要求，请重新上传。');
    const big = Buffer.concat([png(62, 62), Buffer.alloc(4 * 1024 * 1024 - 200)]);
    const tooBig = await upload('big.png', big, 'logo');
    assert.equal(tooBig.status, 400);
    assert.equal(tooBig.body.msg, 'The image is too large: at most 2 MB');
    assert.equal((await upload('big.png', big, 'logo', 'zh-CN')).body.msg, '图片过大：最大 2 MB');
    const huge = await upload('huge.png', Buffer.alloc(5 * 1024 * 1024));
    assert.equal(huge.status, 413);
    assert.equal((await s.server.db.select({ id: uploads.id }).from(uploads)).length, before, 'nothing stored');
  });

  it('requires the app icon to be 62x62, other kinds any size', async () => {
    const r = await upload('icon.png', png(64, 64));
    assert.equal(r.status, 400);
    assert.equal(r.body.msg, 'The icon must be 62x62 pixels');
    assert.equal((await upload('icon.png', png(64, 64), 'app-icon', 'zh-CN')).body.msg, '图标尺寸必须为 62x62 像素');
    assert.equal((await upload('logo.png', png(64, 64), 'app-logo')).status, 200);
    assert.equal((await upload('icon.svg', Buffer.from(SVG_62))).status, 200);
  });

  it('answers 403 to a user without an application or personalisation code, 404 for an unknown id', async () => {
    const demoToken = await tokenOf(s.server, 'demo', DEMO_PASSWORD);
    const r = await uploadAs(s, demoToken)('icon.png', png(62, 62));
    assert.equal(r.status, 403);
    const none = await s.server.inject({ method: 'GET', url: '/arcana-system/system/file/view/AAAAAAAAAAAAAAAAAAAAAAAA' });
    assert.equal(none.statusCode, 404);
  });
});
