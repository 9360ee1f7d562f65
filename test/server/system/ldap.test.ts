// Directory (LDAP) login against a real OpenLDAP slapd: the settings with their masked password,
// the connection and account tests naming the failing stage, directory login (RFC 4515 escaping,
// first login creates, later logins update, lockout and audit as for password login), and the
// sync preview with import.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { Attribute, Change, Client } from 'ldapts';
import { auditLog, departments, deptRoles, roles, users } from '../../../server/db/schema.ts';
import { DEFAULT_LDAP, type LdapSettings } from '../../../server/ldap/ldap-settings.ts';
import { DEFAULT_LOGIN_VERIFICATION } from '../../../server/auth/password-policy.ts';
import { signedInSuite } from '../menus-helpers.ts';
import { addUser, attempt, userRow } from '../auth-fixtures.ts';
import { BIND_DN, BIND_PASSWORD, PEOPLE_DN, ROOT_DN, ROOT_PASSWORD, slapdSkip, startSlapd, type Slapd } from '../../support/slapd.ts';

const MASK = '********';

describe('directory (LDAP) login', { skip: slapdSkip() }, () => {
  const s = signedInSuite();
  let slapd: Slapd;
  let good: LdapSettings;
  let deptId: number;
  let roleId: number;
  before(async () => {
    slapd = await startSlapd();
    const [dept] = await s.server.db.insert(departments).values({ name: 'Directory people' }).returning();
    const [role] = await s.server.db.insert(roles).values({ name: 'Directory reader' }).returning();
    await s.server.db.insert(deptRoles).values({ deptId: dept!.id, roleId: role!.id });
    deptId = dept!.id;
    roleId = role!.id;
    good = {
      ...DEFAULT_LDAP,
      enabled: true,
      host: slapd.host,
      port: slapd.port,
      bindDn: BIND_DN,
      bindPassword: BIND_PASSWORD,
      userBaseDn: PEOPLE_DN,
      userFilter: '(objectClass=inetOrgPerson)',
      usernameAttribute: 'uid',
      searchKeys: 'uid,cn',
      attributeMapping: [
        { userAttribute: 'realName', sourceAttribute: 'cn' },
        { userAttribute: 'email', sourceAttribute: 'mail' },
        { userAttribute: 'phone', sourceAttribute: 'telephoneNumber' },
      ],
      defaultDeptId: deptId,
    };
  });
  after(async () => {
    await slapd?.stop();
  });

  const ldapLogin = (username: string, password: string, ip = '10.20.0.1') =>
    attempt(s.server, username, password, { ip, extra: { grant_type: 'ldap' } });
  const connectionTest = (settings: LdapSettings, lang = 'en-US') =>
    s.server
      .inject({
        method: 'POST',
        url: '/arcana-system/system/ldap/test/connection',
        headers: { 'arcana-auth': `bearer ${s.tokens.admin}`, 'accept-language': lang, 'content-type': 'application/json' },
        payload: JSON.stringify(settings),
      })
      .then((r) => r.json().data as { ok: boolean; stage: string | null; message: string; matched?: number });

  it('is read with login-verify, written with ldap:edit, synced with ldap:sync', async () => {
    assert.equal((await s.demo.get('/system/ldap')).status, 403);
    assert.match((await s.demo.post('/system/ldap', good)).body.msg, /ldap:edit/);
    assert.equal((await s.demo.post('/system/ldap/test/connection', good)).status, 403);
    assert.match((await s.demo.post('/system/ldap/sync/preview')).body.msg, /ldap:sync/);
    assert.equal((await s.admin.data('/system/ldap')).enabled, false, 'nothing stored by the refused write');
  });

  it('refuses bad settings and stores nothing', async () => {
    for (const bad of [
      { ...good, port: 0 },
      { ...good, searchKeys: 'cn,(uid' },
      { ...good, userFilter: '(objectClass=person' },
      { ...good, host: '' },
      { ...good, defaultDeptId: 999_999 },
    ]) {
      const res = await s.admin.post('/system/ldap', bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
    }
    assert.equal((await s.admin.data('/system/ldap')).host, '');
  });

  it('never answers the bind password; saving the mask keeps it; the audit holds no password', async () => {
    const saved = await s.admin.post('/system/ldap', good);
    assert.equal(saved.status, 200, saved.body.msg);
    assert.equal(saved.body.data.bindPassword, MASK);
    const read = await s.admin.data<LdapSettings>('/system/ldap');
    assert.equal(read.bindPassword, MASK);
    assert.equal((await s.admin.post('/system/ldap', { ...read, userFilter: '(objectClass=person)' })).status, 200);
    // The masked settings still bind: the stored password was kept.
    const passed = await connectionTest({ ...read, userFilter: '(objectClass=person)' });
    assert.equal(passed.ok, true, passed.message);
    assert.equal((await s.admin.post('/system/ldap', good)).status, 200);
    const rows = await s.server.db.select().from(auditLog).where(eq(auditLog.module, 'ldap'));
    assert.ok(rows.length >= 2);
    assert.ok(!JSON.stringify(rows).includes(BIND_PASSWORD), 'the bind password is in an audit row');
    const status = await s.server.inject({ method: 'GET', url: '/arcana-system/system/ldap/status' });
    assert.equal(status.json().data, true);
  });

  it('names the stage that failed, in both languages, and passes once fixed', async () => {
    const cases: Array<[string, LdapSettings, RegExp]> = [
      ['connect', { ...good, port: 1 }, /Connect: nothing accepts connections at 127\.0\.0\.1:1/],
      ['tls', { ...good, ssl: true }, /^TLS: /],
      ['bind', { ...good, bindPassword: 'wrong' }, /Bind: the directory refused the bind DN "cn=reader,dc=example,dc=org"/],
      [
        'search',
        { ...good, userBaseDn: 'ou=staff,dc=example,dc=org' },
        /Search: the user base DN "ou=staff,dc=example,dc=org" does not exist/,
      ],
      ['search', { ...good, userFilter: '(objectClass=posixAccount)' }, /Search: no user under/],
      [
        'mapping',
        { ...good, attributeMapping: [{ userAttribute: 'email', sourceAttribute: 'email' }] },
        /Attribute mapping: .*"email" \(e-mail\)/,
      ],
    ];
    for (const [stage, settings, message] of cases) {
      const result = await connectionTest(settings);
      assert.equal(result.ok, false, stage);
      assert.equal(result.stage, stage, result.message);
      assert.match(result.message, message);
    }
    const zh = await connectionTest({ ...good, bindPassword: 'wrong' }, 'zh_CN');
    assert.equal(zh.stage, 'bind');
    assert.match(zh.message, /^绑定：目录拒绝了绑定 DN/);
    const fixed = await connectionTest(good);
    assert.deepEqual([fixed.ok, fixed.stage, fixed.matched], [true, null, 2], fixed.message);
  });

  it('tests one account: wrong password is the bind stage, an unknown name the search stage', async () => {
    const test = (username: string, password: string) => s.admin.post('/system/ldap/test/account', { settings: good, username, password });
    const wrong = (await test('alice', 'nope')).body.data;
    assert.deepEqual([wrong.ok, wrong.stage], [false, 'bind']);
    const unknown = (await test('*)(uid=*', 'whatever')).body.data;
    assert.deepEqual([unknown.ok, unknown.stage], [false, 'search'], unknown.message);
    const right = (await test('Alice Liddell', 'Alice-pass1')).body.data;
    assert.equal(right.ok, true, right.message);
    assert.deepEqual(right.user, {
      dn: `uid=alice,${PEOPLE_DN}`,
      username: 'alice',
      realName: 'Alice Liddell',
      email: 'alice@example.org',
      phone: '13800000001',
    });
  });

  it('escapes the login name (RFC 4515): "*)(uid=*" finds nobody', async () => {
    await s.admin.post('/system/ldap', good);
    const res = await ldapLogin('*)(uid=*', 'Alice-pass1', '10.20.0.9');
    assert.equal(res.status, 400);
    assert.equal(res.body.msg.startsWith('Wrong'), true, res.body.msg);
    assert.equal((await ldapLogin('*', 'Alice-pass1', '10.20.0.9')).status, 400);
  });

  it('creates the user on first login in the default department, and updates it later', async () => {
    await s.admin.post('/system/ldap', good);
    const first = await ldapLogin('alice', 'Alice-pass1');
    assert.equal(first.status, 200, first.body.msg);
    const alice = await userRow(s.server, 'alice');
    assert.deepEqual(
      [alice.realName, alice.email, alice.phone, alice.deptId],
      ['Alice Liddell', 'alice@example.org', '13800000001', deptId],
    );
    const held = await s.server.db
      .select()
      .from(deptRoles)
      .where(and(eq(deptRoles.deptId, alice.deptId!), eq(deptRoles.roleId, roleId)));
    assert.equal(held.length, 1, "the department's default role");
    // No local password works for a directory user.
    assert.equal((await attempt(s.server, 'alice', 'Alice-pass1', { ip: '10.20.0.3' })).status, 400);

    const root = new Client({ url: slapd.url });
    await root.bind(ROOT_DN, ROOT_PASSWORD);
    await root.modify(`uid=alice,${PEOPLE_DN}`, [
      new Change({ operation: 'replace', modification: new Attribute({ type: 'mail', values: ['alice@wonderland.example'] }) }),
    ]);
    await root.unbind();
    const second = await ldapLogin('Alice Liddell', 'Alice-pass1');
    assert.equal(second.status, 200, second.body.msg);
    assert.equal(second.body.data.user_id, alice.id, 'the same local user');
    assert.equal((await userRow(s.server, 'alice')).email, 'alice@wonderland.example');
    const audit = await s.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'ldap'), eq(auditLog.username, 'alice')));
    assert.deepEqual(audit.map((a) => a.action).sort(), ['create-user', 'update-user']);
  });

  it('locks the account after the configured failures, as password login does, and audits each', async () => {
    await s.admin.post('/system/ldap', good);
    await s.admin.post('/system/login-verify', { ...DEFAULT_LOGIN_VERIFICATION, lockCount: 3 });
    try {
      assert.equal((await ldapLogin('alice', 'Alice-pass1', '10.20.1.1')).status, 200);
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await ldapLogin('alice', 'wrong', '10.20.1.1')).body.data);
      assert.deepEqual(answers, [{ remaining: 2 }, { remaining: 1 }, { minutes: 30 }]);
      const locked = await ldapLogin('alice', 'Alice-pass1', '10.20.1.1');
      assert.equal(locked.status, 423, 'the right password during the lock');
      const rows = await s.server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.module, 'login'), eq(auditLog.username, 'alice')));
      const actions = rows.map((r) => r.action);
      assert.ok(actions.includes('login-failure') && actions.includes('lockout'), actions.join());
    } finally {
      await s.admin.post('/system/login-verify', DEFAULT_LOGIN_VERIFICATION);
      await s.server.db.update(users).set({ lockedUntil: null, failedCount: 0 }).where(eq(users.username, 'alice'));
    }
  });

  it('never takes over a local account with the same username', async () => {
    await s.admin.post('/system/ldap', good);
    await addUser(s.server, 'bob', 'Local-pass1', { realName: 'Local Bob' });
    const res = await ldapLogin('bob', 'Bob-pass1', '10.20.2.1');
    assert.equal(res.status, 409, res.body.msg);
    assert.equal((await userRow(s.server, 'bob')).realName, 'Local Bob');
    await s.server.db.delete(users).where(eq(users.username, 'bob'));
  });

  it('previews a sync (create, update, disable), imports the chosen rows only, and never disables on an empty match', async () => {
    await s.admin.post('/system/ldap', good);
    // carol came from the directory once and is gone from it now.
    await ldapLogin('alice', 'Alice-pass1', '10.20.3.1');
    const carol = await addUser(s.server, 'carol', 'x', { source: 'ldap' });
    await s.server.db.execute(`insert into ldap_accounts (user_id, dn) values (${carol.id}, 'uid=carol,${PEOPLE_DN}')`);
    await s.server.db.update(users).set({ realName: 'Old name' }).where(eq(users.username, 'alice'));

    const preview = await s.admin.post('/system/ldap/sync/preview');
    assert.equal(preview.status, 200, preview.body.msg);
    const actions = Object.fromEntries(preview.body.data.records.map((r: { username: string; action: string }) => [r.username, r.action]));
    assert.deepEqual(actions, { alice: 'update', bob: 'create', carol: 'disable' });
    assert.equal((await userRow(s.server, 'alice')).realName, 'Old name', 'a preview changes nothing');

    const imported = await s.admin.post('/system/ldap/sync/import', { usernames: ['bob', 'carol'] });
    assert.deepEqual(imported.body.data, { created: 1, updated: 0, disabled: 1 });
    assert.equal((await userRow(s.server, 'bob')).deptId, deptId);
    assert.equal((await userRow(s.server, 'carol')).status, 0);
    assert.equal((await userRow(s.server, 'alice')).realName, 'Old name', 'not chosen, not changed');

    await s.admin.post('/system/ldap', { ...good, userFilter: '(objectClass=posixAccount)' });
    const empty = (await s.admin.post('/system/ldap/sync/preview')).body.data;
    assert.deepEqual([empty.directoryCount, empty.disableWithheld, empty.records.length], [0, true, 0]);
    await s.admin.post('/system/ldap', good);
  });
});
