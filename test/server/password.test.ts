// Password lifetime (passwordStatus 0/1/2/3), the password change rules of spec section 5,
// the password policy endpoints, and the LDAP grant before directory login exists.
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { users } from '../../server/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { addUser, attempt, call, grant, setPolicy, type Lang } from './auth-fixtures.ts';

const PASSWORD = 'Right-pass1';
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY - 60_000);

describe('password lifecycle', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await setPolicy(server, {});
  });

  const token = async (username: string, password = PASSWORD) => {
    const res = await attempt(server, username, password);
    assert.equal(res.status, 200, res.body.msg);
    return res.body.data as { access_token: string; password_status: number; expire_after_days: number };
  };

  describe('password status at login', () => {
    const cases: Array<[name: string, fields: Partial<typeof users.$inferInsert>, status: number, days: number]> = [
      ['fresh', { passwordChangedAt: new Date() }, 0, 90],
      ['first-login', { passwordStatus: 3 }, 3, 90],
      ['reminded', { passwordChangedAt: daysAgo(85) }, 1, 5],
      ['edge-of-reminder', { passwordChangedAt: daysAgo(83) }, 1, 7],
      ['outside-reminder', { passwordChangedAt: daysAgo(82) }, 0, 8],
      ['expired', { passwordChangedAt: daysAgo(91) }, 2, 0],
      ['never-expires', { passwordChangedAt: daysAgo(400), passwordNeverExpires: true }, 0, -1],
    ];
    for (const [name, fields, status, days] of cases) {
      it(`${name}: passwordStatus ${status}, expireAfterDays ${days}, at login and in the current user`, async () => {
        await addUser(server, `st-${name}`, PASSWORD, fields);
        const t = await token(`st-${name}`);
        assert.equal(t.password_status, status);
        assert.equal(t.expire_after_days, days);
        const me = await call(server, 'GET', '/system/user/current', t.access_token);
        assert.equal(me.body.data.passwordStatus, status);
        assert.equal(me.body.data.expireAfterDays, days);
      });
    }

    it('follows the stored lifetime and reminder days', async () => {
      await addUser(server, 'st-policy', PASSWORD, { passwordChangedAt: daysAgo(25) });
      await setPolicy(server, { lifetimeDays: 30, reminderDays: 10 });
      const t = await token('st-policy');
      assert.equal(t.password_status, 1);
      assert.equal(t.expire_after_days, 5);
      await setPolicy(server, { lifetimeDays: 20, reminderDays: 10 });
      assert.equal((await token('st-policy')).password_status, 2);
      await setPolicy(server, { lifetimeDays: 0, reminderDays: 0 });
      assert.deepEqual(await token('st-policy').then((x) => [x.password_status, x.expire_after_days]), [0, -1]);
    });
  });

  describe('changing the password', () => {
    const change = (access: string, body: Record<string, string>, lang: Lang = 'en_US') =>
      call(server, 'POST', '/user/update-password', access, body, lang);

    it('rejects each broken rule with its own message in both languages', async () => {
      await addUser(server, 'paula', PASSWORD);
      const { access_token: access } = await token('paula');
      const cases: Array<[body: Record<string, string>, en: string, zh: string]> = [
        [
          { oldPassword: PASSWORD, newPassword: 'New-pass22', confirmPassword: 'New-pass23' },
          'The passwords entered twice do not match',
          '两次输入的密码不一致',
        ],
        [
          { oldPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
          'Old and new passwords cannot be the same',
          '新旧密码不能相同',
        ],
        [
          { oldPassword: PASSWORD, newPassword: 'ab1cd', confirmPassword: 'ab1cd' },
          'The password must be 6 to 32 characters',
          '密码长度须为 6 到 32 个字符',
        ],
        [
          { oldPassword: PASSWORD, newPassword: `a1${'x'.repeat(31)}`, confirmPassword: `a1${'x'.repeat(31)}` },
          'The password must be 6 to 32 characters',
          '密码长度须为 6 到 32 个字符',
        ],
        [
          { oldPassword: PASSWORD, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
          'The password must contain digits',
          '密码必须包含数字',
        ],
        [
          { oldPassword: 'Not-the-old1', newPassword: 'New-pass22', confirmPassword: 'New-pass22' },
          'The old password is wrong',
          '旧密码错误',
        ],
      ];
      for (const [body, en, zh] of cases) {
        const a = await change(access, body);
        assert.equal(a.status, 400, en);
        assert.equal(a.body.code, 400);
        assert.equal(a.body.msg, en);
        assert.equal((await change(access, body, 'zh_CN')).body.msg, zh);
      }
      // Exactly 6 and exactly 32 characters are long enough and short enough (the old password is wrong).
      for (const p of ['abcde1', `a1${'x'.repeat(30)}`]) {
        const edge = await change(access, { oldPassword: 'Not-the-old1', newPassword: p, confirmPassword: p });
        assert.equal(edge.body.msg, 'The old password is wrong');
      }
    });

    it('requires the character classes of the stored policy', async () => {
      await addUser(server, 'quinn', PASSWORD);
      const { access_token: access } = await token('quinn');
      await setPolicy(server, { requireDigits: true, requireUppercase: true, requireLowercase: true, requireSpecial: true });
      const body = { oldPassword: PASSWORD, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' };
      const en = await change(access, body);
      assert.equal(en.status, 400);
      assert.equal(en.body.msg, 'The password must contain digits, uppercase letters, special characters');
      assert.deepEqual(en.body.data, { missing: ['digits', 'uppercase', 'special'] });
      assert.equal((await change(access, body, 'zh_CN')).body.msg, '密码必须包含数字、大写字母、特殊字符');
      const ok = await change(access, { oldPassword: PASSWORD, newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' });
      assert.equal(ok.status, 200);
    });

    it('changes it: the new one logs in, the old one does not, the status clears, other sessions end', async () => {
      await addUser(server, 'ruth', PASSWORD, { passwordStatus: 3 });
      const elsewhere = await token('ruth');
      const here = await token('ruth');
      assert.equal(here.password_status, 3);
      const changed = await change(here.access_token, { oldPassword: PASSWORD, newPassword: 'Brand-new7', confirmPassword: 'Brand-new7' });
      assert.equal(changed.status, 200);
      assert.equal(changed.body.data, true);
      assert.equal((await call(server, 'GET', '/system/user/current', here.access_token)).status, 200, 'this session goes on');
      const other = await call(server, 'GET', '/system/user/current', elsewhere.access_token);
      assert.equal(other.status, 401);
      assert.equal(other.body.code, 401);
      assert.equal((await attempt(server, 'ruth', PASSWORD)).status, 400);
      const fresh = await token('ruth', 'Brand-new7');
      assert.equal(fresh.password_status, 0);
      assert.equal(fresh.expire_after_days, 90);
    });

    it('is one transaction: of two changes sent at once with the same old password, exactly one wins', async () => {
      await addUser(server, 'tina', PASSWORD);
      const [a, b] = [await token('tina'), await token('tina')];
      const answers = await Promise.all([
        change(a.access_token, { oldPassword: PASSWORD, newPassword: 'First-wins1', confirmPassword: 'First-wins1' }),
        change(b.access_token, { oldPassword: PASSWORD, newPassword: 'Second-wins2', confirmPassword: 'Second-wins2' }),
      ]);
      // The loser finds the password changed (400), or its session already ended by the winner (401).
      const statuses = answers.map((r) => r.status);
      assert.equal(statuses.filter((s) => s === 200).length, 1, JSON.stringify(answers.map((r) => r.body)));
      assert.ok(
        statuses.every((s) => [200, 400, 401].includes(s)),
        String(statuses),
      );
      const winner = answers[0]!.status === 200 ? 'First-wins1' : 'Second-wins2';
      assert.equal((await attempt(server, 'tina', winner)).status, 200);
    });

    it('clears an expired status', async () => {
      await addUser(server, 'sam', PASSWORD, { passwordChangedAt: daysAgo(120) });
      const t = await token('sam');
      assert.equal(t.password_status, 2);
      assert.equal(
        (await change(t.access_token, { oldPassword: PASSWORD, newPassword: 'Renewed-9', confirmPassword: 'Renewed-9' })).status,
        200,
      );
      assert.equal((await token('sam', 'Renewed-9')).password_status, 0);
    });
  });

  it('answers the LDAP grant with "not configured" in both languages', async () => {
    const form = { grant_type: 'ldap', username: 'someone', password: 'whatever' };
    const en = await grant(server, form);
    assert.equal(en.status, 400);
    assert.equal(en.body.code, 400);
    assert.equal(en.body.msg, 'Directory (LDAP) login is not configured');
    assert.equal((await grant(server, form, 'zh_CN')).body.msg, '未配置目录（LDAP）登录');
  });
});
