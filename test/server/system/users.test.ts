// The users page's operations: each refused (403) without its code and served with it; create
// with a forced first change; duplicates in both languages; enable/disable/delete ending sessions
// at once; the built-in admin and the caller protected; reset and unlock; list filters; authority.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { apps, auditLog, departments, deptRoles, roleApps, roleDataScopes, users } from '../../../server/db/schema.ts';
import { login, type TestServer } from '../harness.ts';
import { caller, signedInSuite, tokenOf, type Caller } from '../menus-helpers.ts';
import { ALL_USER_CODES, download, roleWithCodes, signedInUser } from './users-helpers.ts';

type Call = ['GET' | 'POST', string, unknown?];

/** One valid request per operation (validation runs before the permission check). */
const CALLS: Record<string, Call> = {
  user: ['GET', '/system/user/page?current=1&size=10'],
  'user:add': ['POST', '/system/user/add', { username: 'perm-probe', realName: 'Probe', password: 'Probe-pass1' }],
  'user:edit': ['POST', '/system/user/update', { id: 999999, realName: 'Nobody' }],
  'user:status': ['POST', '/system/user/status', { ids: [999999], status: 1 }],
  'user:delete': ['POST', '/system/user/remove', { ids: [999999] }],
  'user:reset-password': ['POST', '/system/user/reset-password', { id: 999999 }],
  'user:unlock': ['POST', '/system/user/unlock', { ids: [999999] }],
  'user:import': ['GET', '/system/user/import-template?format=csv'],
  'user:export': ['GET', '/system/user/export?format=csv&keyword=nobody-matches'],
  'user:authority': ['GET', '/system/user/authority?id=1'],
  organization: ['GET', '/system/options/departments'],
  'dept:add': ['POST', '/system/dept/add', { name: 'Probe dept', type: 'group' }],
  'dept:edit': ['POST', '/system/dept/update', { id: 999999, name: 'x', type: 'group' }],
  'dept:move': ['POST', '/system/dept/move', { id: 999999, parentId: null }],
  'dept:delete': ['POST', '/system/dept/remove', { id: 999999 }],
};

/** The file operations answer a file when allowed, the JSON envelope when refused. */
async function raw(server: TestServer, token: string, [method, url, body]: Call) {
  if (/export|import-template/.test(url)) {
    const r = await download(server, token, url);
    return { status: r.status, body: r.status === 200 ? { code: 200, msg: '' } : JSON.parse(r.body.toString()) };
  }
  const c = caller(server, token);
  return method === 'GET' ? c.get(url) : c.post(url, body);
}

describe('users admin', () => {
  const s = signedInSuite();
  let ops: { call: Caller; id: number; token: string };

  before(async () => {
    ops = await signedInUser(s.server, 'ops', [await roleWithCodes(s.server, 'User admins', ALL_USER_CODES)]);
  });

  it('every users and departments operation answers 403 without its code and is served with it', async () => {
    for (const [code, call] of Object.entries(CALLS)) {
      const denied = await raw(s.server, s.tokens.demo, call);
      assert.equal(denied.status, 403, `${code} without the code`);
      assert.equal(denied.body.code, 403);
      const allowed = await raw(s.server, ops.token, call);
      assert.notEqual(allowed.status, 403, `${code} with the code: ${allowed.body.msg}`);
      assert.ok(allowed.status < 500, `${code}: ${allowed.status}`);
    }
    // A holder of only the list code may read but not write.
    const reader = await signedInUser(s.server, 'reader', [await roleWithCodes(s.server, 'Readers', ['user'])]);
    assert.equal((await reader.call.get('/system/user/page')).status, 200);
    assert.equal((await reader.call.post('/system/user/add', { username: 'nope', realName: 'No' })).status, 403);
  });

  it('creates a user who must change the generated password at first login; a taken username is refused in both languages', async () => {
    const created = await ops.call.post('/system/user/add', {
      username: 'alice',
      realName: 'Alice Li',
      email: 'alice@example.com',
      phone: '+86 138-0000-0000',
    });
    assert.equal(created.status, 200, created.body.msg);
    const password = created.body.data.generatedPassword as string;
    assert.ok(password.length >= 8);
    assert.equal(created.body.data.user.passwordStatus, 3);
    const first = await login(s.server, 'alice', password);
    assert.equal(first.status, 200);
    assert.equal(first.body.data!.password_status, 3);

    const en = await ops.call.post('/system/user/add', { username: 'ALICE', realName: 'Other', password: 'Other-pass1' });
    assert.equal(en.status, 400);
    assert.equal(en.body.msg, 'The username "ALICE" is already taken');
    const zh = await caller(s.server, await tokenOf(s.server, 'ops', 'Helper-pass1'), 'zh_CN').post('/system/user/add', {
      username: 'alice',
      realName: 'x',
      password: 'Other-pass1',
    });
    assert.equal(zh.status, 400);
    assert.equal(zh.body.msg, '用户名“alice”已被使用');
    const [{ n }] = await s.server.db
      .execute<{ n: number }>(`select count(*)::int as n from users where lower(username) = 'alice'`)
      .then((r: any) => r.rows ?? r);
    assert.equal(n, 1);
  });

  it('refuses bad fields with a 400 and stores nothing; never a 500', async () => {
    for (const body of [
      { username: 'bob', realName: 'Bob', email: 'not-an-email' },
      { username: 'b', realName: 'Bob' },
      { username: 'bob', realName: '   ' },
      { username: 'bob', realName: 'Bob', phone: 'call me' },
      { username: 'bob', realName: 'Bob', deptId: 999999 },
      { username: 'bob', realName: 'Bob', roleIds: [999999] },
      { username: 'bob', realName: 'Bob', password: 'short' },
      { username: 'bob', realName: 'Bob', password: 'alllowercase' },
    ]) {
      const r = await ops.call.post('/system/user/add', body);
      assert.equal(r.status, 400, JSON.stringify(body));
    }
    assert.equal((await s.server.db.select().from(users).where(eq(users.username, 'bob'))).length, 0);
  });

  it('disabling ends the user sessions at once (next call 401 code 401); enabling lets them log in again', async () => {
    const carol = await signedInUser(s.server, 'carol', []);
    assert.equal((await carol.call.get('/system/user/current')).status, 200);
    assert.equal((await ops.call.post('/system/user/status', { ids: [carol.id], status: 0 })).status, 200);
    const after = await carol.call.get('/system/user/current');
    assert.equal(after.status, 401);
    assert.equal(after.body.code, 401);
    assert.equal((await login(s.server, 'carol', 'Helper-pass1')).status, 403);
    assert.equal((await ops.call.post('/system/user/status', { ids: [carol.id], status: 1 })).status, 200);
    assert.equal((await login(s.server, 'carol', 'Helper-pass1')).status, 200);
    const audit = await s.server.db.select().from(auditLog).where(eq(auditLog.action, 'disable'));
    assert.equal(audit.length, 1);
  });

  it('the built-in admin cannot be disabled or deleted, nobody can disable themself; nothing changes', async () => {
    const [admin] = await s.server.db.select().from(users).where(eq(users.username, 'admin'));
    const dave = await signedInUser(s.server, 'dave', []);
    const disableAdmin = await ops.call.post('/system/user/status', { ids: [dave.id, admin!.id], status: 0 });
    assert.equal(disableAdmin.status, 400);
    assert.match(disableAdmin.body.msg, /built-in administrator/);
    assert.equal((await dave.call.get('/system/user/current')).status, 200, 'dave untouched');
    assert.equal((await ops.call.post('/system/user/remove', { ids: [admin!.id] })).status, 400);
    const self = await ops.call.post('/system/user/status', { ids: [ops.id], status: 0 });
    assert.equal(self.status, 400);
    assert.match(self.body.msg, /your own account/);
    assert.equal((await s.admin.post('/system/user/update', { id: admin!.id, realName: 'Admin', status: 0 })).status, 400);
  });

  it('deletes in bulk and ends those sessions', async () => {
    const e1 = await signedInUser(s.server, 'erin', []);
    const e2 = await signedInUser(s.server, 'evan', []);
    assert.equal((await ops.call.post('/system/user/remove', { ids: [e1.id, e2.id] })).status, 200);
    for (const e of [e1, e2]) {
      const r = await e.call.get('/system/user/current');
      assert.equal(r.status, 401);
      assert.equal(r.body.code, 401);
    }
    assert.equal((await s.server.db.select().from(users).where(eq(users.username, 'erin'))).length, 0);
  });

  it('reset password forces a change and ends sessions; unlock clears the failure counters', async () => {
    const frank = await signedInUser(s.server, 'frank', []);
    const reset = await ops.call.post('/system/user/reset-password', { id: frank.id, password: 'Reset-pass1' });
    assert.equal(reset.status, 200);
    assert.equal(reset.body.data.generatedPassword, undefined);
    assert.equal((await frank.call.get('/system/user/current')).status, 401);
    const again = await login(s.server, 'frank', 'Reset-pass1');
    assert.equal(again.body.data!.password_status, 3);

    await s.server.db
      .update(users)
      .set({ failedCount: 3, lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(users.id, frank.id));
    assert.equal((await login(s.server, 'frank', 'Reset-pass1')).status, 423);
    const listed = await ops.call.data('/system/user/page?keyword=frank');
    assert.equal(listed.records[0].locked, true);
    assert.equal((await ops.call.post('/system/user/unlock', { ids: [frank.id] })).status, 200);
    const [row] = await s.server.db.select().from(users).where(eq(users.id, frank.id));
    assert.equal(row!.failedCount, 0);
    assert.equal(row!.lockedUntil, null);
    assert.equal((await login(s.server, 'frank', 'Reset-pass1')).status, 200);
  });

  it('lists a page with search, status and a department with everything below it', async () => {
    const db = s.server.db;
    const [hq] = await db.insert(departments).values({ name: 'HQ', type: 'company' }).returning();
    const [sales] = await db.insert(departments).values({ name: 'Sales', parentId: hq!.id }).returning();
    const [east] = await db.insert(departments).values({ name: 'East', parentId: sales!.id }).returning();
    for (const [name, dept, status] of [
      ['gina', hq, 1],
      ['hank', sales, 1],
      ['ivan', east, 0],
      ['jack', null, 1],
    ] as const) {
      await ops.call.post('/system/user/add', {
        username: name,
        realName: `${name} R`,
        email: `${name}@corp.test`,
        deptId: dept?.id ?? null,
        status,
        password: 'Start-pass1',
      });
    }
    const underSales = await ops.call.data(`/system/user/page?deptId=${sales!.id}`);
    assert.deepEqual(underSales.records.map((r: any) => r.username).sort(), ['hank', 'ivan']);
    const underHq = await ops.call.data(`/system/user/page?deptId=${hq!.id}&status=1`);
    assert.deepEqual(underHq.records.map((r: any) => r.username).sort(), ['gina', 'hank']);
    const byMail = await ops.call.data('/system/user/page?keyword=CORP.TEST&size=2&sortBy=username');
    assert.equal(byMail.total, 4);
    assert.deepEqual(
      byMail.records.map((r: any) => r.username),
      ['gina', 'hank'],
    );
    const page2 = await ops.call.data('/system/user/page?keyword=corp.test&size=2&current=2&sortBy=username');
    assert.deepEqual(
      page2.records.map((r: any) => r.username),
      ['ivan', 'jack'],
    );
    assert.equal((await ops.call.data('/system/user/page?keyword=%25')).total, 0, 'a % is searched literally');
    assert.equal(underSales.records.find((r: any) => r.username === 'ivan').deptName, 'East');
  });

  it('keeps the list total right when users change, even by a write that bypasses the services', async () => {
    const before = (await ops.call.data('/system/user/page?keyword=total-probe')).total as number;
    // Written straight into the table (as an import tool or another process would): the database
    // trigger drops every process's cached totals.
    await s.server.db.insert(users).values({ username: 'total-probe-1', realName: 'Probe', passwordHash: 'x' });
    assert.equal((await ops.call.data('/system/user/page?keyword=total-probe')).total, before + 1);
    await s.server.db.update(users).set({ realName: 'Renamed' }).where(eq(users.username, 'total-probe-1'));
    assert.equal((await ops.call.data('/system/user/page?keyword=total-probe')).total, before + 1);
    await s.server.db.update(users).set({ username: 'renamed-1' }).where(eq(users.username, 'total-probe-1'));
    assert.equal((await ops.call.data('/system/user/page?keyword=total-probe')).total, before);
    await s.server.db.delete(users).where(eq(users.username, 'renamed-1'));
  });

  it('the authority page names each grant source: a role or a department default role', async () => {
    const db = s.server.db;
    const direct = await roleWithCodes(s.server, 'Auditors', ['audit-log']);
    const inherited = await roleWithCodes(s.server, 'Watchers', ['audit-log', 'watermark']);
    const [app] = await db.select().from(apps).limit(1);
    await db.insert(roleApps).values({ roleId: inherited, appId: app!.id });
    const [dept] = await db.insert(departments).values({ name: 'Compliance' }).returning();
    await db.insert(deptRoles).values({ deptId: dept!.id, roleId: inherited });
    // By an administrator: the roles hold pages the users delegate does not (grant-bounds.ts).
    const kim = await s.admin.post('/system/user/add', {
      username: 'kim',
      realName: 'Kim',
      deptId: dept!.id,
      roleIds: [direct],
      password: 'Start-pass1',
    });
    const user = kim.body.data.user;
    assert.deepEqual(
      user.roles.map((r: any) => r.name),
      ['Auditors'],
    );
    assert.deepEqual(
      user.inheritedRoles.map((r: any) => [r.name, r.deptName]),
      [['Watchers', 'Compliance']],
    );
    const { authority } = await ops.call.data(`/system/user/authority?id=${user.id}`);
    assert.equal(authority.administrator, false);
    const audit = authority.menus.find((m: any) => m.code === 'audit-log');
    assert.deepEqual(audit.sources.map((x: any) => [x.roleName, x.deptName ?? null]).sort(), [
      ['Auditors', null],
      ['Watchers', 'Compliance'],
    ]);
    assert.deepEqual(
      authority.menus.find((m: any) => m.code === 'watermark').sources.map((x: any) => x.deptName),
      ['Compliance'],
    );
    assert.deepEqual(
      authority.apps.map((a: any) => a.id),
      [app!.id],
    );
    assert.equal(
      authority.menus.some((m: any) => m.code === 'user'),
      false,
    );
  });

  it('a role scoped to its own department and below sees and changes only those users (list, export, detail, writes)', async () => {
    const db = s.server.db;
    const [north] = await db.insert(departments).values({ name: 'North' }).returning();
    const [northA] = await db.insert(departments).values({ name: 'North A', parentId: north!.id }).returning();
    const [south] = await db.insert(departments).values({ name: 'South' }).returning();
    const scoped = await roleWithCodes(s.server, 'North admins', ['user', 'user:export', 'user:status']);
    await db.insert(roleDataScopes).values({ roleId: scoped, dataGroup: 'user', visitType: 4, dataItems: [] });
    const lead = await signedInUser(s.server, 'north.lead', [scoped]);
    await db.update(users).set({ deptId: north!.id }).where(eq(users.id, lead.id));
    const inA = await ops.call.post('/system/user/add', {
      username: 'north.a1',
      realName: 'In A',
      deptId: northA!.id,
      password: 'Start-pass1',
    });
    const inSouth = await ops.call.post('/system/user/add', {
      username: 'south.s1',
      realName: 'In South',
      deptId: south!.id,
      password: 'Start-pass1',
    });

    const listed = await lead.call.data('/system/user/page?size=100');
    assert.deepEqual(listed.records.map((r: any) => r.username).sort(), ['north.a1', 'north.lead']);
    assert.equal(listed.total, 2);
    assert.equal((await lead.call.get(`/system/user/detail?id=${inSouth.body.data.user.id}`)).status, 404);
    assert.equal((await lead.call.get(`/system/user/detail?id=${inA.body.data.user.id}`)).status, 200);
    const refused = await lead.call.post('/system/user/status', { ids: [inA.body.data.user.id, inSouth.body.data.user.id], status: 0 });
    assert.equal(refused.status, 404);
    assert.equal((await db.select().from(users).where(eq(users.username, 'north.a1')))[0]!.status, 1, 'nothing changed');
    const exported = await download(s.server, lead.token, '/system/user/export?format=csv');
    assert.deepEqual(
      exported.body
        .toString()
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
      ['north.a1', 'north.lead'],
    );
  });
});
