// The password policy page's server side: who may read and write the rules, the rules across
// fields in both languages, and the rules applied wherever a password is set (history included).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../../server/db/schema.ts';
import { DEFAULT_PASSWORD_RULES } from '../../../server/auth/password-policy.ts';
import { checkNewPassword, rememberReplacedPassword } from '../../../server/auth/password-history.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { signedInSuite, caller, tokenOf } from '../menus-helpers.ts';
import { addUser } from '../auth-fixtures.ts';
import { ADMIN_PASSWORD } from '../harness.ts';

const RULES = DEFAULT_PASSWORD_RULES;

describe('password policy', () => {
  const s = signedInSuite();

  async function userCaller(username: string, password: string) {
    await addUser(s.server, username, password);
    return caller(s.server, await tokenOf(s.server, username, password));
  }
  const change = (c: ReturnType<typeof caller>, oldPassword: string, newPassword: string) =>
    c.post('/user/update-password', { oldPassword, newPassword, confirmPassword: newPassword });

  it('lets any signed-in user read the rules, and only holders of password-policy:edit change them', async () => {
    assert.deepEqual(await s.demo.data('/system/password/policy'), RULES);
    const denied = await s.demo.post('/system/password/policy', { ...RULES, requireSpecial: true });
    assert.equal(denied.status, 403);
    assert.match(denied.body.msg, /password-policy:edit/);
    assert.equal((await s.demo.get('/system/password/policy/never-expire')).status, 403);
    assert.equal((await s.demo.post('/system/password/policy/never-expire', { userIds: [1], neverExpires: true })).status, 403);
    assert.deepEqual(await s.admin.data('/system/password/policy'), RULES, 'nothing stored by the refused write');
  });

  it('refuses a minimum above the maximum and a reminder not below the lifetime, in both languages, storing nothing', async () => {
    const zh = caller(s.server, await tokenOf(s.server, 'admin', ADMIN_PASSWORD), 'zh_CN');
    const minMax = await s.admin.post('/system/password/policy', { ...RULES, minLength: 12, maxLength: 10 });
    assert.equal(minMax.status, 400);
    assert.equal(minMax.body.msg, 'The minimum length (12) cannot be greater than the maximum length (10)');
    assert.equal(
      (await zh.post('/system/password/policy', { ...RULES, minLength: 12, maxLength: 10 })).body.msg,
      '最小长度（12）不能大于最大长度（10）',
    );
    const reminder = await s.admin.post('/system/password/policy', { ...RULES, lifetimeDays: 30, reminderDays: 30 });
    assert.equal(reminder.status, 400);
    assert.equal(reminder.body.msg, 'The password-expiry reminder (30 days) must be less than the password lifetime (30 days)');
    assert.equal(
      (await zh.post('/system/password/policy', { ...RULES, reminderDays: 95 })).body.msg,
      '密码过期提醒天数（95 天）必须小于密码有效期（90 天）',
    );
    for (const bad of [
      { ...RULES, minLength: 5 },
      { ...RULES, maxLength: 33 },
      { ...RULES, historyCount: -1 },
      { ...RULES, extra: 1 },
      { minLength: 8 },
    ]) {
      const res = await s.admin.post('/system/password/policy', bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
    }
    assert.deepEqual(await s.admin.data('/system/password/policy'), RULES, 'nothing stored');
    // A password that never expires needs no reminder rule.
    assert.equal((await s.admin.post('/system/password/policy', { ...RULES, lifetimeDays: 0, reminderDays: 30 })).status, 200);
    assert.equal((await s.admin.post('/system/password/policy', RULES)).status, 200);
  });

  it('saves the rules with an audit row holding before and after, leaving the login settings alone', async () => {
    const before = await s.admin.data('/system/login-verify');
    const saved = await s.admin.post('/system/password/policy', { ...RULES, minLength: 8, requireUppercase: true });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.data, { ...RULES, minLength: 8, requireUppercase: true });
    assert.deepEqual(await s.admin.data('/system/login-verify'), before);
    const [row] = await s.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'password-policy'), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal((row!.before as { minLength: number }).minLength, 6);
    assert.equal((row!.after as { minLength: number }).minLength, 8);
    await s.admin.post('/system/password/policy', RULES);
  });

  it('refuses a personal change without a required special character, with the message in both languages', async () => {
    await s.admin.post('/system/password/policy', { ...RULES, requireSpecial: true, minLength: 10 });
    try {
      const ursula = await userCaller('ursula', 'Start-pass1');
      const noSpecial = await change(ursula, 'Start-pass1', 'Plainpass12');
      assert.equal(noSpecial.status, 400);
      assert.equal(noSpecial.body.msg, 'The password must contain special characters');
      const short = await change(ursula, 'Start-pass1', 'Sh-ort1');
      assert.equal(short.body.msg, 'The password must be 10 to 32 characters');
      const zh = caller(s.server, await tokenOf(s.server, 'ursula', 'Start-pass1'), 'zh_CN');
      assert.equal((await change(zh, 'Start-pass1', 'Plainpass12')).body.msg, '密码必须包含特殊字符');
      assert.equal((await change(ursula, 'Start-pass1', 'Special-pass12')).status, 200);
    } finally {
      await s.admin.post('/system/password/policy', RULES);
    }
  });

  it('refuses the last N passwords (history) and accepts an older one', async () => {
    await s.admin.post('/system/password/policy', { ...RULES, historyCount: 2 });
    try {
      const victor = await userCaller('victor', 'First-pass1');
      assert.equal((await change(victor, 'First-pass1', 'Second-pass2')).status, 200);
      const back = await change(victor, 'Second-pass2', 'First-pass1');
      assert.equal(back.status, 400);
      assert.equal(back.body.msg, 'The new password must differ from your last 2 password(s)');
      assert.equal((await change(victor, 'Second-pass2', 'Third-pass3')).status, 200);
      // First-pass1 is now the third newest: allowed again with a history of 2.
      assert.equal((await change(victor, 'Third-pass3', 'First-pass1')).status, 200);
    } finally {
      await s.admin.post('/system/password/policy', RULES);
    }
  });

  it('applies the rules and the history to an administrator reset, storing nothing when refused', async () => {
    await s.admin.post('/system/password/policy', { ...RULES, historyCount: 2, requireSpecial: true });
    try {
      const yuri = await addUser(s.server, 'yuri', 'Yuri-pass1');
      const plain = await s.admin.post('/system/user/reset-password', { id: yuri.id, password: 'Plainpass12' });
      assert.equal(plain.status, 400);
      assert.equal(plain.body.msg, 'The password must contain special characters');
      const reused = await s.admin.post('/system/user/reset-password', { id: yuri.id, password: 'Yuri-pass1' });
      assert.equal(reused.status, 400);
      assert.equal(reused.body.msg, 'The new password must differ from your last 2 password(s)');
      const [row] = await s.server.db.select().from(users).where(eq(users.id, yuri.id));
      assert.equal(row!.passwordHash, yuri.passwordHash, 'nothing stored');
      assert.equal((await s.admin.post('/system/user/reset-password', { id: yuri.id, password: 'Yuri-pass2!' })).status, 200);
      assert.equal(
        (await s.admin.post('/system/user/reset-password', { id: yuri.id, password: 'Yuri-pass1' })).status,
        400,
        'the replaced one is in the history',
      );
    } finally {
      await s.admin.post('/system/password/policy', RULES);
    }
  });

  it('gives reset and import one check: rules for new accounts, rules and history for existing ones', async () => {
    await s.admin.post('/system/password/policy', { ...RULES, historyCount: 3, requireUppercase: true });
    try {
      const wendy = await addUser(s.server, 'wendy', 'Wendy-pass1');
      await assert.rejects(checkNewPassword(s.server.db, 'lower-only1', 'en_US'), /passwordNeeds/);
      await assert.rejects(checkNewPassword(s.server.db, 'Wendy-pass1', 'en_US', wendy.id), /passwordReused/);
      await checkNewPassword(s.server.db, 'Wendy-pass1', 'en_US'); // a new account has no history
      await s.server.db.transaction(async (tx) => {
        await rememberReplacedPassword(tx, [wendy.id]);
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword('Wendy-pass2') })
          .where(eq(users.id, wendy.id));
      });
      await assert.rejects(checkNewPassword(s.server.db, 'Wendy-pass1', 'en_US', wendy.id), /passwordReused/);
      await checkNewPassword(s.server.db, 'Wendy-pass3', 'en_US', wendy.id);
    } finally {
      await s.admin.post('/system/password/policy', RULES);
    }
  });

  it('picks never-expire users: search, add, list, remove', async () => {
    await addUser(s.server, 'xavier', 'Xavier-pass1', { realName: 'Xavier Never' });
    const options = await s.admin.data<Array<{ id: number; username: string }>>(
      '/system/options/users?keyword=never&source=local&status=1',
    );
    assert.deepEqual(
      options.map((o) => o.username),
      ['xavier'],
    );
    const added = await s.admin.post('/system/password/policy/never-expire', { userIds: [options[0]!.id], neverExpires: true });
    assert.deepEqual(
      added.body.data.map((u: { username: string }) => u.username),
      ['xavier'],
    );
    assert.deepEqual(
      (await s.admin.data('/system/password/policy/never-expire')).map((u: { username: string }) => u.username),
      ['xavier'],
    );
    const missing = await s.admin.post('/system/password/policy/never-expire', { userIds: [options[0]!.id, 999999], neverExpires: false });
    assert.equal(missing.status, 404);
    assert.equal((await s.admin.data('/system/password/policy/never-expire')).length, 1, 'nothing stored by the refused write');
    await s.admin.post('/system/password/policy/never-expire', { userIds: [options[0]!.id], neverExpires: false });
    assert.deepEqual(await s.admin.data('/system/password/policy/never-expire'), []);
  });
});
