// Login failures on the server: tries left, account lock, per-IP limit, unknown usernames,
// all driven by the password policy stored in the database and answered in the caller's language.
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ipFailures, users } from '../../server/db/schema.ts';
import { DEFAULT_LOGIN_VERIFICATION, DEFAULT_PASSWORD_POLICY } from '../../server/auth/password-policy.ts';
import { recordIpFailure } from '../../server/auth/lockout.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './harness.ts';
import { addUser, attempt, call, setPolicy, userRow } from './auth-fixtures.ts';

const PASSWORD = 'Right-pass1';

describe('login lockout', () => {
  let server: TestServer;
  let ipSeq = 0;
  // Each test comes from its own address, so the per-IP limit only bites where it is tested.
  const freshIp = () => `10.1.0.${++ipSeq}`;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await setPolicy(server, {});
  });

  it('counts down the tries left, then locks the account for the policy minutes', async () => {
    await addUser(server, 'alice', PASSWORD);
    const ip = freshIp();
    for (const left of [4, 3, 2, 1]) {
      const { status, body } = await attempt(server, 'alice', 'wrong', { ip });
      assert.equal(status, 400);
      assert.equal(body.code, 400);
      assert.equal(body.success, false);
      assert.deepEqual(body.data, { remaining: left });
      assert.equal(body.msg, `Wrong username or password. ${left} attempt(s) left before the account is locked`);
    }
    const locked = await attempt(server, 'alice', 'wrong', { ip });
    assert.equal(locked.status, 423);
    assert.equal(locked.body.code, 423);
    assert.deepEqual(locked.body.data, { minutes: 30 });
    assert.equal(locked.body.msg, 'The account is locked. Try again in 30 minute(s)');

    // The right password does not open a locked account, and the answer still gives the minutes.
    const rightButLocked = await attempt(server, 'alice', PASSWORD, { ip, lang: 'zh_CN' });
    assert.equal(rightButLocked.status, 423);
    assert.equal(rightButLocked.body.data.minutes, 30);
    assert.equal(rightButLocked.body.msg, '账号已被锁定，请 30 分钟后再试');

    // Minutes count down from the lock's end.
    await server.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 4 * 60_000 + 5_000) })
      .where(eq(users.username, 'alice'));
    assert.equal((await attempt(server, 'alice', PASSWORD, { ip })).body.data.minutes, 5);

    // Once the lock has run out the right password works again, with a fresh count.
    await server.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.username, 'alice'));
    assert.equal((await attempt(server, 'alice', PASSWORD, { ip })).status, 200);
    assert.deepEqual((await attempt(server, 'alice', 'wrong', { ip })).body.data, { remaining: 4 });
  });

  it('tells the tries left in Chinese', async () => {
    await addUser(server, 'bob', PASSWORD);
    const { status, body } = await attempt(server, 'bob', 'wrong', { ip: freshIp(), lang: 'zh_CN' });
    assert.equal(status, 400);
    assert.equal(body.msg, '用户名或密码错误，还可尝试 4 次，之后账号将被锁定');
  });

  it('resets the count after a successful login', async () => {
    await addUser(server, 'carol', PASSWORD);
    const ip = freshIp();
    assert.equal((await attempt(server, 'carol', 'wrong', { ip })).body.data.remaining, 4);
    assert.equal((await attempt(server, 'carol', 'wrong', { ip })).body.data.remaining, 3);
    assert.equal((await attempt(server, 'carol', PASSWORD, { ip })).status, 200);
    assert.equal((await attempt(server, 'carol', 'wrong', { ip })).body.data.remaining, 4);
    const row = await userRow(server, 'carol');
    assert.equal(row.failedCount, 1);
  });

  it('forgets failures older than the policy window', async () => {
    await addUser(server, 'dave', PASSWORD);
    const ip = freshIp();
    await attempt(server, 'dave', 'wrong', { ip });
    await attempt(server, 'dave', 'wrong', { ip });
    assert.equal((await attempt(server, 'dave', 'wrong', { ip })).body.data.remaining, 2);
    await server.db
      .update(users)
      .set({ failedWindowStart: new Date(Date.now() - 31 * 60_000) })
      .where(eq(users.username, 'dave'));
    assert.equal((await attempt(server, 'dave', 'wrong', { ip })).body.data.remaining, 4);
  });

  it('takes count, window and lock minutes from the policy an administrator stores', async () => {
    await addUser(server, 'erin', PASSWORD);
    const ip = freshIp();
    const admin = await attempt(server, 'admin', ADMIN_PASSWORD, { ip });
    const token = admin.body.data.access_token as string;
    const saved = await call(server, 'POST', '/system/login-verify', token, {
      ...DEFAULT_LOGIN_VERIFICATION,
      lockCount: 2,
      lockMinutes: 7,
      lockWindowMinutes: 5,
    });
    assert.equal(saved.status, 200);

    assert.deepEqual((await attempt(server, 'erin', 'wrong', { ip })).body.data, { remaining: 1 });
    const locked = await attempt(server, 'erin', 'wrong', { ip });
    assert.equal(locked.status, 423);
    assert.deepEqual(locked.body.data, { minutes: 7 });
    assert.match(locked.body.msg, /7 minute/);

    // A window of 5 minutes: a failure 6 minutes old no longer counts.
    await addUser(server, 'erin2', PASSWORD);
    await attempt(server, 'erin2', 'wrong', { ip });
    await server.db
      .update(users)
      .set({ failedWindowStart: new Date(Date.now() - 6 * 60_000) })
      .where(eq(users.username, 'erin2'));
    assert.deepEqual((await attempt(server, 'erin2', 'wrong', { ip })).body.data, { remaining: 1 });
  });

  it('answers an unknown username exactly like a wrong password, including the lock', async () => {
    // Everything but the request's own id (X-Request-Id, different for every request).
    const sameAnswer = (body: object) => {
      const { requestId, ...rest } = body as { requestId?: unknown };
      assert.match(String(requestId), /^[\w-]{8,}$/);
      return rest;
    };
    await addUser(server, 'frank', PASSWORD);
    const ip = freshIp();
    for (const left of [4, 3, 2, 1]) {
      const real = await attempt(server, 'frank', 'wrong', { ip });
      const ghost = await attempt(server, 'nobody-here', 'wrong', { ip });
      assert.equal(ghost.status, real.status);
      assert.deepEqual(sameAnswer(ghost.body), sameAnswer(real.body));
      assert.equal(ghost.body.data.remaining, left);
    }
    const real = await attempt(server, 'frank', 'wrong', { ip });
    const ghost = await attempt(server, 'nobody-here', 'wrong', { ip });
    assert.equal(ghost.status, 423);
    assert.deepEqual(sameAnswer(ghost.body), sameAnswer(real.body));
    // A "right" password for the unknown name still meets the lock, as it would for a real one.
    assert.equal((await attempt(server, 'nobody-here', PASSWORD, { ip })).status, 423);
  });

  it('spends as long on an unknown username as on a wrong password', async () => {
    await addUser(server, 'grace', PASSWORD);
    const ip = freshIp();
    const time = async (username: string) => {
      const start = process.hrtime.bigint();
      await attempt(server, username, `wrong-${Math.random()}`, { ip });
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    await time('grace'); // warm the decoy hash and the code paths
    await time('nobody-grace');
    const real: number[] = [];
    const ghost: number[] = [];
    for (let i = 0; i < 5; i++) {
      real.push(await time('grace'));
      ghost.push(await time(`nobody-grace-${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(ghost) / median(real);
    // Both verify one argon2id hash; without the decoy an unknown name answers ten times faster.
    // The bounds are wide because these machines are shared and noisy.
    assert.ok(ratio > 0.4 && ratio < 2.5, `unknown ${median(ghost).toFixed(1)} ms vs wrong ${median(real).toFixed(1)} ms`);
  });

  it('refuses a client IP after the policy limit of failures, across usernames, with the minutes', async () => {
    await setPolicy(server, { ipFailureLimit: 3, lockWindowMinutes: 20 });
    await addUser(server, 'heidi', PASSWORD);
    const ip = freshIp();
    assert.equal((await attempt(server, 'ghost-1', 'x', { ip })).status, 400);
    assert.equal((await attempt(server, 'ghost-2', 'x', { ip })).status, 400);
    assert.equal((await attempt(server, 'heidi', 'x', { ip })).status, 400);
    const limited = await attempt(server, 'heidi', PASSWORD, { ip });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.code, 429);
    assert.deepEqual(limited.body.data, { minutes: 20 });
    assert.equal(limited.body.msg, 'Too many failed logins from this address. Try again in 20 minute(s)');
    const zh = await attempt(server, 'ghost-3', 'x', { ip, lang: 'zh_CN' });
    assert.equal(zh.status, 429);
    assert.equal(zh.body.msg, '该地址登录失败次数过多，请 20 分钟后再试');

    // Another address is not affected, and heidi's own count was not touched by the refusals.
    const other = await attempt(server, 'heidi', PASSWORD, { ip: freshIp() });
    assert.equal(other.status, 200);
  });

  it('drops the failure rows of addresses whose window has ended', async () => {
    await server.db.insert(ipFailures).values({ ip: '10.250.0.1', count: 3, windowStart: Date.now() - 31 * 60_000 });
    for (let i = 0; i < 100; i++) await recordIpFailure(server.db, `10.251.0.${i}`, DEFAULT_PASSWORD_POLICY);
    const stale = await server.db.select().from(ipFailures).where(eq(ipFailures.ip, '10.250.0.1'));
    assert.equal(stale.length, 0);
    const fresh = await server.db.select().from(ipFailures).where(eq(ipFailures.ip, '10.251.0.99'));
    assert.equal(fresh[0]?.count, 1);
  });
});
