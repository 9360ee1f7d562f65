// The login verification page's server side: permissions, validation, the token endpoint and
// the login page following the saved values at once, and the locked accounts with unlock.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_LOGIN_VERIFICATION } from '../../../server/auth/password-policy.ts';
import { signedInSuite } from '../menus-helpers.ts';
import { addUser, attempt } from '../auth-fixtures.ts';

const SETTINGS = DEFAULT_LOGIN_VERIFICATION;
const DAY = 86_400_000;

describe('login verification', () => {
  const s = signedInSuite();
  const captchaFlag = async () =>
    (await s.server.inject({ method: 'GET', url: '/arcana-system/system/password/policy/useCaptcha' })).json().data;

  it('is read with login-verify and written with login-verify:edit only', async () => {
    assert.equal((await s.demo.get('/system/login-verify')).status, 403);
    const denied = await s.demo.post('/system/login-verify', { ...SETTINGS, useCaptcha: true });
    assert.equal(denied.status, 403);
    assert.match(denied.body.msg, /login-verify:edit/);
    assert.equal((await s.demo.post('/system/login-verify/unlock', { ids: [1] })).status, 403);
    assert.equal((await s.demo.get('/system/login-verify/locked')).status, 403);
    assert.deepEqual(await s.admin.data('/system/login-verify'), SETTINGS);
    assert.equal(await captchaFlag(), false, 'nothing stored by the refused write');
  });

  it('refuses out-of-range values and stores nothing', async () => {
    for (const bad of [
      { ...SETTINGS, lockCount: 0 },
      { ...SETTINGS, rememberMeDays: 0 },
      { ...SETTINGS, lockMinutes: 1.5 },
      { useCaptcha: true },
    ]) {
      const res = await s.admin.post('/system/login-verify', bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.equal(res.body.success, false);
    }
    assert.deepEqual(await s.admin.data('/system/login-verify'), SETTINGS);
  });

  it('switches the captcha on for the very next login, and off again', async () => {
    assert.equal((await s.admin.post('/system/login-verify', { ...SETTINGS, useCaptcha: true })).status, 200);
    try {
      assert.equal(await captchaFlag(), true);
      const refused = await attempt(s.server, 'admin', 'whatever', { ip: '10.9.0.1' });
      assert.deepEqual(refused.body.data, { captcha: 'required' });
    } finally {
      await s.admin.post('/system/login-verify', SETTINGS);
    }
    assert.equal(await captchaFlag(), false);
  });

  it('keeps a remembered session for the configured days', async () => {
    await addUser(s.server, 'remy', 'Remy-pass1');
    await s.admin.post('/system/login-verify', { ...SETTINGS, rememberMeDays: 3, loginTimeoutMinutes: 15 });
    try {
      const t0 = Date.now();
      const remembered = await attempt(s.server, 'remy', 'Remy-pass1', { ip: '10.9.0.2', extra: { remember_me: 'true' } });
      assert.ok(Math.abs(remembered.body.data.expire_time - (t0 + 3 * DAY)) < 60_000);
      const plain = await attempt(s.server, 'remy', 'Remy-pass1', { ip: '10.9.0.2' });
      assert.ok(Math.abs(plain.body.data.expire_time - (t0 + 15 * 60_000)) < 60_000);
    } finally {
      await s.admin.post('/system/login-verify', SETTINGS);
    }
  });

  it('lists accounts locked by the saved lockout and unlocks them', async () => {
    await addUser(s.server, 'lola', 'Lola-pass1');
    await s.admin.post('/system/login-verify', { ...SETTINGS, lockCount: 2, lockMinutes: 9 });
    try {
      await attempt(s.server, 'lola', 'wrong', { ip: '10.9.0.3' });
      const locked = await attempt(s.server, 'lola', 'wrong', { ip: '10.9.0.3' });
      assert.equal(locked.status, 423);
      assert.deepEqual(locked.body.data, { minutes: 9 });
      const page = await s.admin.data('/system/login-verify/locked?keyword=lol');
      assert.equal(page.total, 1);
      assert.equal(page.records[0].username, 'lola');
      assert.ok(Date.parse(page.records[0].lockedUntil) > Date.now() + 8 * 60_000);
      assert.equal((await s.admin.post('/system/login-verify/unlock', { ids: [page.records[0].id] })).status, 200);
      assert.equal((await s.admin.data('/system/login-verify/locked')).total, 0);
      assert.equal((await attempt(s.server, 'lola', 'Lola-pass1', { ip: '10.9.0.3' })).status, 200);
    } finally {
      await s.admin.post('/system/login-verify', SETTINGS);
    }
  });
});
