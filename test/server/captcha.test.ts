// The login captcha: a real SVG image under a random key, single-use, time-limited, checked
// (case-insensitively) before the password whenever the policy switches it on.
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from './harness.ts';
import { addUser, attempt, setPolicy, type Envelope } from './auth-fixtures.ts';
import { CAPTCHA_TTL_SECONDS, consumeCaptcha, issueCaptcha, peekCaptcha } from '../../server/auth/captcha.ts';

const PASSWORD = 'Right-pass1';

describe('login captcha', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await addUser(server, 'cathy', PASSWORD);
  });
  after(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await setPolicy(server, { useCaptcha: true });
  });

  async function fetchCaptcha() {
    const res = await server.inject({ method: 'GET', url: '/arcana-auth/oauth/captcha' });
    assert.equal(res.statusCode, 200);
    const body = res.json<Envelope>();
    return body.data as { key: string; image: string; expires_in: number };
  }
  // The test reads the answer the server keeps; a person reads it off the image.
  const answerOf = async (key: string) => (await peekCaptcha(server.db, key))!;

  it('issues an SVG image with a random key, valid for a few minutes', async () => {
    const a = await fetchCaptcha();
    const b = await fetchCaptcha();
    assert.notEqual(a.key, b.key);
    assert.match(a.key, /^[0-9a-f-]{36}$/);
    assert.equal(a.expires_in, CAPTCHA_TTL_SECONDS);
    assert.ok(a.expires_in >= 60 && a.expires_in <= 600);
    const prefix = 'data:image/svg+xml;base64,';
    assert.ok(a.image.startsWith(prefix));
    const svg = Buffer.from(a.image.slice(prefix.length), 'base64').toString('utf8');
    assert.match(svg, /^<svg [^>]*width="\d+"/);
    assert.ok((svg.match(/<path/g) ?? []).length >= 4, 'the characters are drawn as paths, not text');
    assert.ok(!svg.includes(await answerOf(a.key)), 'the answer is not in the image as text');
  });

  it('says whether the login form must show it', async () => {
    const on = await server.inject({ method: 'GET', url: '/arcana-system/system/password/policy/useCaptcha' });
    assert.equal(on.json().data, true);
    await setPolicy(server, { useCaptcha: false });
    const off = await server.inject({ method: 'GET', url: '/arcana-system/system/password/policy/useCaptcha' });
    assert.equal(off.json().data, false);
  });

  it('requires the captcha before the password when switched on, in both languages', async () => {
    const missing = await attempt(server, 'cathy', PASSWORD);
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.data, { captcha: 'required' });
    assert.equal(missing.body.msg, 'Please enter the verification code');
    const missingZh = await attempt(server, 'cathy', PASSWORD, { lang: 'zh_CN' });
    assert.equal(missingZh.body.msg, '请输入验证码');

    const { key } = await fetchCaptcha();
    const wrong = await attempt(server, 'cathy', PASSWORD, { extra: { captcha_key: key, captcha_code: 'zzzzz' } });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body.data, { captcha: 'wrong' });
    assert.equal(wrong.body.msg, 'The verification code is wrong or has expired');
    const { key: key2 } = await fetchCaptcha();
    const wrongZh = await attempt(server, 'cathy', PASSWORD, { lang: 'zh_CN', extra: { captcha_key: key2, captcha_code: 'zzzzz' } });
    assert.equal(wrongZh.body.msg, '验证码错误或已过期');
  });

  it('accepts the right code in any letter case, once', async () => {
    const { key } = await fetchCaptcha();
    const code = await answerOf(key);
    const flipped = Array.from(code)
      .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
      .join('');
    const okLogin = await attempt(server, 'cathy', PASSWORD, { extra: { captcha_key: key, captcha_code: flipped } });
    assert.equal(okLogin.status, 200);
    assert.equal(okLogin.body.data.username, 'cathy');
    const replay = await attempt(server, 'cathy', PASSWORD, { extra: { captcha_key: key, captcha_code: code } });
    assert.equal(replay.status, 400);
    assert.deepEqual(replay.body.data, { captcha: 'wrong' });
  });

  it('is consumed by a wrong guess, so the right code after it fails', async () => {
    const { key } = await fetchCaptcha();
    const code = await answerOf(key);
    await attempt(server, 'cathy', PASSWORD, { extra: { captcha_key: key, captcha_code: 'nope' } });
    const second = await attempt(server, 'cathy', PASSWORD, { extra: { captcha_key: key, captcha_code: code } });
    assert.deepEqual(second.body.data, { captcha: 'wrong' });
  });

  it('is checked before the password, so a wrong captcha costs no try', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await attempt(server, 'cathy', 'wrong-password', {
        ip: '10.2.0.1',
        extra: { captcha_key: 'made-up', captcha_code: 'abcd' },
      });
      assert.deepEqual(res.body.data, { captcha: 'wrong' });
    }
    const { key } = await fetchCaptcha();
    const counted = await attempt(server, 'cathy', 'wrong-password', {
      ip: '10.2.0.1',
      extra: { captcha_key: key, captcha_code: await answerOf(key) },
    });
    assert.equal(counted.status, 400);
    assert.deepEqual(counted.body.data, { remaining: 4 });
  });

  it('is not asked for when the policy switches it off', async () => {
    await setPolicy(server, { useCaptcha: false });
    assert.equal((await attempt(server, 'cathy', PASSWORD)).status, 200);
    // The endpoint still issues one.
    assert.ok((await fetchCaptcha()).key);
  });

  it('expires after its time-to-live', async () => {
    const now = Date.now();
    const a = await issueCaptcha(server.db, now);
    const b = await issueCaptcha(server.db, now);
    assert.equal(await consumeCaptcha(server.db, a.key, await answerOf(a.key), now + (CAPTCHA_TTL_SECONDS - 1) * 1000), true);
    assert.equal(await consumeCaptcha(server.db, b.key, await answerOf(b.key), now + CAPTCHA_TTL_SECONDS * 1000 + 1), false);
  });
});
