// Directory accounts have no local password (issue 22 §3): a user made by a directory login or
// sync carries source `ldap`, and every password path answers 400 "This account's password is
// managed by the directory" in the caller's language, changing nothing: password login, the
// administrator's reset, the personal change, expiry and the forced change, the never-expire
// list and the users page's never-expire field. An administrator converts an account to local
// and back, audited.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../server/db/schema.ts';
import { DEFAULT_LDAP } from '../../server/ldap/ldap-settings.ts';
import { createFromDirectory } from '../../server/ldap/provision.ts';
import { DIRECTORY_PASSWORD } from '../../server/auth/password-source.ts';
import { startSession } from '../../server/auth/sessions.ts';
import { attempt, call, userRow } from './auth-fixtures.ts';
import { caller, signedInSuite } from './menus-helpers.ts';

const EN = "This account's password is managed by the directory";
const ZH = '该账号的密码由目录服务（LDAP）管理';

describe('directory accounts have no local password', () => {
  const s = signedInSuite();
  let dirUser: typeof users.$inferSelect;
  let dirToken: string;

  before(async () => {
    dirUser = await s.server.db.transaction((tx) =>
      createFromDirectory(
        tx,
        { dn: 'uid=dora,ou=people,dc=example', username: 'dora', realName: 'Dora', email: '', phone: '' },
        DEFAULT_LDAP,
      ),
    );
    const limits = { accessTokenTtl: 1800, loginTimeoutMinutes: 120, rememberMeDays: 7 };
    dirToken = (await startSession(s.server.db, dirUser.id, false, limits)).accessToken;
  });

  const refused = (res: { status: number; body: { msg: string } }, msg: string) => {
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.body.msg, msg);
  };

  it('is made with source ldap and shows it to the users page and to the account itself', async () => {
    assert.equal(dirUser.source, 'ldap');
    assert.equal((await s.admin.data(`/system/user/detail?id=${dirUser.id}`)).source, 'ldap');
    const list = await s.admin.data('/system/user/page?keyword=dora&current=1&size=10');
    assert.equal(list.records[0].source, 'ldap');
    const me = await call(s.server, 'GET', '/system/user/current', dirToken);
    assert.equal(me.body.data.passwordSource, 'ldap');
  });

  it('refuses password login, in both languages, whatever the password', async () => {
    refused(await attempt(s.server, 'dora', DIRECTORY_PASSWORD), EN);
    refused(await attempt(s.server, 'dora', 'Anything-1', { lang: 'zh_CN' }), ZH);
  });

  it("refuses the administrator's reset and changes nothing", async () => {
    refused(await s.admin.post('/system/user/reset-password', { id: dirUser.id, password: 'Local-pass1' }), EN);
    refused(await caller(s.server, s.tokens.admin, 'zh_CN').post('/system/user/reset-password', { id: dirUser.id }), ZH);
    const row = await userRow(s.server, 'dora');
    assert.equal(row.passwordHash, DIRECTORY_PASSWORD);
    assert.equal(row.passwordStatus, 0);
    refused(await attempt(s.server, 'dora', 'Local-pass1'), EN);
  });

  it('refuses the personal password change', async () => {
    const body = { oldPassword: 'whatever', newPassword: 'Local-pass2', confirmPassword: 'Local-pass2' };
    refused(await call(s.server, 'POST', '/user/update-password', dirToken, body), EN);
    refused(await call(s.server, 'POST', '/user/update-password', dirToken, body, 'zh_CN'), ZH);
    assert.equal((await userRow(s.server, 'dora')).passwordHash, DIRECTORY_PASSWORD);
  });

  it('never expires and is never forced to change a password, whatever the stored state', async () => {
    await s.server.db
      .update(users)
      .set({ passwordStatus: 3, passwordChangedAt: new Date('2000-01-01'), passwordNeverExpires: false })
      .where(eq(users.id, dirUser.id));
    const me = await call(s.server, 'GET', '/system/user/current', dirToken);
    assert.equal(me.body.data.passwordStatus, 0);
    assert.equal(me.body.data.expireAfterDays, -1);
    const other = await call(s.server, 'GET', '/system/user/current/permissions-version', dirToken);
    assert.equal(other.status, 200, 'no forced change stands in the way');
    await s.server.db.update(users).set({ passwordStatus: 0, passwordNeverExpires: true }).where(eq(users.id, dirUser.id));
  });

  it('is not on the never-expire list, cannot be put there, and its never-expire field cannot be edited', async () => {
    const listed = await s.admin.data('/system/password/policy/never-expire');
    assert.ok(!listed.some((u: { id: number }) => u.id === dirUser.id));
    const options = await s.admin.data('/system/options/users?keyword=dora&source=local');
    assert.equal(options.length, 0);
    const demo = await userRow(s.server, 'demo');
    refused(await s.admin.post('/system/password/policy/never-expire', { userIds: [demo.id, dirUser.id], neverExpires: false }), EN);
    assert.equal((await userRow(s.server, 'demo')).passwordNeverExpires, demo.passwordNeverExpires, 'the whole change was refused');
    refused(await s.admin.post('/system/user/update', { id: dirUser.id, realName: 'Dora', passwordNeverExpires: false }), EN);
    const edited = await s.admin.post('/system/user/update', { id: dirUser.id, realName: 'Dora D', passwordNeverExpires: true });
    assert.equal(edited.status, 200, 'the rest of the account is edited as before');
  });

  it('is converted to local and back by an administrator, audited; the demo user may not', async () => {
    assert.equal((await s.demo.post('/system/user/password-source', { id: dirUser.id, source: 'local' })).status, 403);
    refused(
      await s.admin.post('/system/user/password-source', { id: dirUser.id, source: 'ldap' }),
      'The account already uses the directory',
    );
    const toLocal = await s.admin.post('/system/user/password-source', { id: dirUser.id, source: 'local' });
    assert.equal(toLocal.status, 200);
    const generated = toLocal.body.data.generatedPassword as string;
    const login = await attempt(s.server, 'dora', generated);
    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.equal(login.body.data!.password_status, 3, 'the new local password must be changed at first login');
    assert.equal((await s.admin.post('/system/user/reset-password', { id: dirUser.id, password: 'Local-pass3' })).status, 200);
    assert.equal((await call(s.server, 'GET', '/system/user/current', dirToken)).status, 401, 'its sessions ended');

    assert.equal((await s.admin.post('/system/user/password-source', { id: dirUser.id, source: 'ldap' })).status, 200);
    refused(await attempt(s.server, 'dora', 'Local-pass3'), EN);
    const row = await userRow(s.server, 'dora');
    assert.equal(row.source, 'ldap');
    assert.equal(row.passwordHash, DIRECTORY_PASSWORD);
    const audits = await s.server.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.module, 'user'), eq(auditLog.detail, 'dora')));
    const actions = audits.map((a) => a.action);
    assert.ok(actions.includes('password-source-local') && actions.includes('password-source-ldap'), actions.join());
  });
});
