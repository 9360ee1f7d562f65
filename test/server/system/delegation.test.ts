// Delegated administration that cannot escalate (server/auth/grant-bounds.ts): delegates holding
// each relevant button, with and without an "own department" data scope, try every grant path
// (create, edit, bind, department defaults, import, role authority) and every write on an
// administrator. Each refusal is a 403 in the caller's language that changes nothing and leaves
// a refused attempt in the audit log; what the delegate may grant still works.
import assert from 'node:assert/strict';
import { describe, it, before } from 'node:test';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditLog, deptRoles, roleDataScopes, roleMenus, userRoles, users } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { ADMIN_PASSWORD, login } from '../harness.ts';
import { signedInSuite, type Caller } from '../menus-helpers.ts';
import { addDept, addRole, addUser, menuIds, signIn } from './roles-helpers.ts';
import { ALL_USER_CODES } from './users-helpers.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const USER_BUTTONS = ALL_USER_CODES.filter((c) => c.startsWith('user'));

describe('delegated administration', () => {
  const s = signedInSuite();
  type Key = 'north' | 'northA' | 'south' | 'helpdeskRole' | 'headRole' | 'staff' | 'auditor' | 'wide' | 'keeperRole' | 'target' | 'strong';
  const ids = {} as Record<Key | 'head' | 'member' | 'southern' | 'root2' | 'admin', number>;
  let helpdesk: Caller; // every users-page button, no data rule (sees every account)
  let head: Caller; // a department head: users, roles binding, departments; "own department and below"
  let headZh: Caller;
  let roleKeeper: Caller; // role authority editor with "own department" scope

  async function scope(roleId: number, visitType: number) {
    await s.server.db.insert(roleDataScopes).values({ roleId, dataGroup: 'user', visitType, dataItems: ['username'] });
  }

  /** The latest refused attempt of `username` in the audit log. */
  async function lastRefusal(username: string) {
    const [row] = await s.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.username, username), eq(auditLog.outcome, 'failure')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  async function expectRefused(r: { status: number; body: { msg: string } }, msg: RegExp | string, actor: string, target: RegExp) {
    assert.equal(r.status, 403, r.body.msg);
    if (typeof msg === 'string') assert.equal(r.body.msg, msg);
    else assert.match(r.body.msg, msg);
    const audit = await lastRefusal(actor);
    assert.ok(audit, 'the refused attempt is audited');
    assert.ok(r.body.msg.endsWith(audit.detail), `${r.body.msg} records ${audit.detail}`);
    assert.match(JSON.stringify(audit.after), target);
  }

  before(async () => {
    const db = s.server.db;
    ids.north = await addDept(db, 'North');
    ids.northA = await addDept(db, 'North A', ids.north);
    ids.south = await addDept(db, 'South');
    ids.helpdeskRole = await addRole(db, 'Help desk', { menuCodes: [...USER_BUTTONS, 'role', 'role:bind'] });
    ids.headRole = await addRole(db, 'Department head', {
      menuCodes: [
        ...USER_BUTTONS,
        'role',
        'role:bind',
        'organization',
        'dept:add',
        'dept:edit',
        'dept:move',
        'login-verify',
        'login-verify:edit',
      ],
    });
    await scope(ids.headRole, 4);
    ids.staff = await addRole(db, 'Staff', { menuCodes: ['user', 'user:edit'] });
    await scope(ids.staff, 3);
    ids.auditor = await addRole(db, 'Auditor', { menuCodes: ['user', 'role', 'role:authority'] });
    await scope(ids.auditor, 3);
    ids.wide = await addRole(db, 'Wide reader', { menuCodes: ['user'] }); // no rule: every account
    ids.keeperRole = await addRole(db, 'Role keeper', { menuCodes: ['role', 'role:authority', 'role:edit', 'role:status', 'user'] });
    await scope(ids.keeperRole, 3);
    ids.target = await addRole(db, 'Target', { menuCodes: ['role'] });
    ids.strong = await addRole(db, 'Strong', { menuCodes: ['user', 'user:delete'] });
    await scope(ids.strong, 3);

    await addUser(db, 'helpdesk', { roleIds: [ids.helpdeskRole] });
    ids.head = await addUser(db, 'head', { deptId: ids.north, roleIds: [ids.headRole] });
    await addUser(db, 'keeper', { deptId: ids.north, roleIds: [ids.keeperRole] });
    ids.member = await addUser(db, 'member', { deptId: ids.northA });
    ids.southern = await addUser(db, 'southern', { deptId: ids.south });
    // A second administrator not named admin: the flag, not the name, protects it.
    const [root] = await db
      .insert(users)
      .values({ username: 'root2', realName: 'Root', isAdmin: true, passwordHash: await hashPassword('Root-pass12') })
      .returning({ id: users.id });
    ids.root2 = root!.id;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    ids.admin = admin!.id;
    helpdesk = await signIn(s.server, 'helpdesk');
    head = await signIn(s.server, 'head');
    headZh = await signIn(s.server, 'head', 'zh_CN');
    roleKeeper = await signIn(s.server, 'keeper');
  });

  it('a delegate who sees every account cannot reset, edit, unlock, disable, delete or bind an administrator', async () => {
    const db = s.server.db;
    const adminBefore = (await db.select().from(users).where(eq(users.id, ids.admin)))[0]!;
    for (const target of [ids.admin, ids.root2]) {
      const name = target === ids.admin ? 'admin' : 'root2';
      const msg = `Only an administrator can change the administrator account ${name}`;
      const tgt = new RegExp(`"username":"${name}"`);
      await expectRefused(
        await helpdesk.post('/system/user/reset-password', { id: target, password: 'Taken-over1' }),
        msg,
        'helpdesk',
        tgt,
      );
      await expectRefused(
        await helpdesk.post('/system/user/update', { id: target, realName: 'Mine', email: 'me@evil.test' }),
        msg,
        'helpdesk',
        tgt,
      );
      await expectRefused(await helpdesk.post('/system/user/unlock', { ids: [target] }), msg, 'helpdesk', tgt);
      // In bulk, one administrator among the ids refuses the whole call.
      await expectRefused(await helpdesk.post('/system/user/status', { ids: [ids.member, target], status: 1 }), msg, 'helpdesk', tgt);
    }
    // Disabling or deleting any is_admin account stays refused (400), also when not named admin.
    assert.equal((await helpdesk.post('/system/user/remove', { ids: [ids.root2] })).status, 400);
    assert.equal((await s.admin.post('/system/user/remove', { ids: [ids.root2] })).status, 400);
    // Binding an administrator to a role, by a delegate who may bind roles.
    await expectRefused(
      await helpdesk.post('/system/role/users/bind', { roleId: ids.staff, userIds: [ids.root2], bound: true }),
      /administrator account root2/,
      'helpdesk',
      /root2/,
    );
    const after = (await db.select().from(users).where(eq(users.id, ids.admin)))[0]!;
    assert.equal(after.passwordHash, adminBefore.passwordHash, 'the password is unchanged');
    assert.equal(after.realName, adminBefore.realName);
    assert.equal((await login(s.server, 'admin', 'Taken-over1')).status !== 200, true);
    assert.equal((await login(s.server, 'admin', ADMIN_PASSWORD)).status, 200);
    assert.equal(
      (await db.select().from(userRoles).where(eq(userRoles.userId, ids.root2))).length,
      0,
      'no role was bound to the administrator',
    );
    // The users list marks administrators by the flag and says why the delegate cannot change them.
    const listed = await helpdesk.data('/system/user/page?size=100');
    const root = listed.records.find((u: { username: string }) => u.username === 'root2');
    assert.equal(root.builtIn, true);
    assert.equal(root.changeRefusal, 'Only an administrator can change the administrator account root2');
    const byAdmin = await s.admin.data('/system/user/page?size=100');
    assert.equal(byAdmin.records.find((u: { username: string }) => u.username === 'root2').changeRefusal, undefined);
  });

  it('login verification unlock refuses administrators and accounts outside the scope, like the users page', async () => {
    const db = s.server.db;
    const until = new Date(Date.now() + 3_600_000);
    await db
      .update(users)
      .set({ lockedUntil: until })
      .where(inArray(users.id, [ids.southern, ids.member, ids.root2]));
    await expectRefused(
      await head.post('/system/login-verify/unlock', { ids: [ids.southern] }),
      'The account southern is outside your data scope',
      'head',
      /southern/,
    );
    await expectRefused(
      await head.post('/system/login-verify/unlock', { ids: [ids.root2] }),
      /administrator account root2/,
      'head',
      /root2/,
    );
    const locked = await db
      .select({ u: users.username, l: users.lockedUntil })
      .from(users)
      .where(inArray(users.id, [ids.southern, ids.root2]));
    assert.ok(
      locked.every((r) => r.l !== null),
      'nothing unlocked',
    );
    assert.equal((await head.post('/system/login-verify/unlock', { ids: [ids.member] })).status, 200, 'inside the scope');
    assert.equal((await db.select().from(users).where(eq(users.id, ids.member)))[0]!.lockedUntil, null);
  });

  it('create: only grantable roles, only into departments inside the scope, in both languages', async () => {
    const add = (c: Caller, username: string, body: object) =>
      c.post('/system/user/add', { username, realName: username, password: 'Start-pass12', ...body });
    await expectRefused(
      await add(head, 'minted', { deptId: ids.north, roleIds: [ids.auditor] }),
      'You cannot grant the role Auditor: it holds Edit role permissions, which you do not hold',
      'head',
      /"role":"Auditor"/,
    );
    const zh = await add(headZh, 'minted', { deptId: ids.north, roleIds: [ids.auditor] });
    assert.equal(zh.status, 403);
    assert.equal(zh.body.msg, '不能授予角色“Auditor”：它拥有“编辑角色权限”，而你没有');
    await expectRefused(
      await add(head, 'minted', { deptId: ids.north, roleIds: [ids.wide] }),
      'You cannot grant the role Wide reader: it holds the data scope Users: all data, which you do not hold',
      'head',
      /Wide reader/,
    );
    await expectRefused(
      await add(head, 'minted', { deptId: ids.south }),
      'The department South is outside your data scope',
      'head',
      /deptId/,
    );
    await expectRefused(await add(head, 'minted', {}), /does not cover accounts without a department/, 'head', /deptId/);
    assert.equal((await s.server.db.select().from(users).where(eq(users.username, 'minted'))).length, 0, 'nothing created');
    // Each refusal names the field it is about, so the form shows it there.
    const fieldOf = async (c: Caller, username: string, body: object) => (await add(c, username, body)).body.data?.field;
    assert.equal(await fieldOf(head, 'minted', { deptId: ids.north, roleIds: [ids.auditor] }), 'roleIds');
    assert.equal(await fieldOf(head, 'minted', { deptId: ids.south }), 'deptId');
    assert.equal(await fieldOf(head, 'minted', {}), 'deptId');
    assert.equal(await fieldOf(head, 'member', { deptId: ids.north }), 'username', 'a taken username');

    const made = await add(head, 'minted', { deptId: ids.northA, roleIds: [ids.staff] });
    assert.equal(made.status, 200, made.body.msg);

    // A delegate who sees every account is still bounded by what they hold.
    await expectRefused(
      await add(helpdesk, 'minted2', { roleIds: [ids.auditor] }),
      /role Auditor: it holds Edit role permissions/,
      'helpdesk',
      /Auditor/,
    );
    assert.equal((await add(helpdesk, 'minted2', { roleIds: [ids.staff] })).status, 200, 'within what the help desk holds');
  });

  it('the role pickers say which roles the caller may grant and why not', async () => {
    const options = await head.data('/system/options/roles');
    const byName = (n: string) => options.find((o: { name: string }) => o.name === n);
    assert.equal(byName('Staff').grantable, true);
    assert.equal(byName('Auditor').grantable, false);
    assert.equal(
      byName('Auditor').notGrantableReason,
      'You cannot grant the role Auditor: it holds Edit role permissions, which you do not hold',
    );
    const zh = await headZh.data('/system/options/roles');
    assert.equal(
      zh.find((o: { name: string }) => o.name === 'Wide reader').notGrantableReason,
      '不能授予角色“Wide reader”：它拥有“数据权限 用户管理：全部数据”，而你没有',
    );
    assert.ok((await s.admin.data('/system/options/roles')).every((o: { grantable: boolean }) => o.grantable));
  });

  it('edit: no stronger role, no move out of the scope, and never one’s own roles or department', async () => {
    const db = s.server.db;
    const edit = (c: Caller, body: object) => c.post('/system/user/update', { realName: 'Edited', ...body });
    await expectRefused(await edit(head, { id: ids.member, roleIds: [ids.auditor] }), /role Auditor/, 'head', /Auditor/);
    await expectRefused(
      await edit(head, { id: ids.member, deptId: ids.south }),
      'The department South is outside your data scope',
      'head',
      /deptId/,
    );
    await expectRefused(
      await edit(head, { id: ids.head, roleIds: [ids.headRole, ids.staff] }),
      'You cannot change your own roles or department: ask an administrator',
      'head',
      /"userId"/,
    );
    await expectRefused(await edit(head, { id: ids.head, deptId: ids.northA }), /your own roles or department/, 'head', /"userId"/);
    assert.equal((await edit(head, { id: ids.member, deptId: ids.south })).body.data?.field, 'deptId');
    assert.equal((await edit(head, { id: ids.member, roleIds: [ids.auditor] })).body.data?.field, 'roleIds');
    const member = (await db.select().from(users).where(eq(users.id, ids.member)))[0]!;
    assert.equal(member.deptId, ids.northA);
    assert.equal(member.realName, 'member', 'nothing changed');
    assert.equal((await edit(head, { id: ids.member, roleIds: [ids.staff] })).status, 200);
    // Keeping one's own roles unchanged while editing one's name is no change of roles.
    assert.equal((await edit(head, { id: ids.head, roleIds: [ids.headRole] })).status, 200);
  });

  it('binding: no stronger role, no administrator, not oneself', async () => {
    const bind = (roleId: number, userIds: number[]) => head.post('/system/role/users/bind', { roleId, userIds, bound: true });
    await expectRefused(await bind(ids.auditor, [ids.member]), /role Auditor/, 'head', /Auditor/);
    await expectRefused(await bind(ids.staff, [ids.head]), /your own roles/, 'head', /Staff/);
    const held = await s.server.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.roleId, ids.auditor)));
    assert.equal(held.length, 0);
    assert.equal(
      (await head.post('/system/role/departments/bind', { roleId: ids.auditor, deptIds: [ids.northA], bound: true })).status,
      403,
    );
    await expectRefused(
      await head.post('/system/role/departments/bind', { roleId: ids.staff, deptIds: [ids.north], bound: true }),
      'You cannot change the default roles of your own department: ask an administrator',
      'head',
      /deptId/,
    );
    await expectRefused(
      await head.post('/system/role/departments/bind', { roleId: ids.staff, deptIds: [ids.south], bound: true }),
      /South is outside your data scope/,
      'head',
      /deptId/,
    );
    assert.equal((await bind(ids.staff, [ids.member])).status, 200);
  });

  it('department defaults and departments: grantable roles only, inside the scope, never one’s own', async () => {
    const db = s.server.db;
    await expectRefused(
      await head.post('/system/dept/update', { id: ids.northA, name: 'North A', type: 'department', roleIds: [ids.auditor] }),
      /role Auditor/,
      'head',
      /Auditor/,
    );
    await expectRefused(
      await head.post('/system/dept/update', { id: ids.north, name: 'North', type: 'department', roleIds: [ids.staff] }),
      /default roles of your own department/,
      'head',
      /deptId/,
    );
    assert.deepEqual(
      await db
        .select()
        .from(deptRoles)
        .where(inArray(deptRoles.deptId, [ids.north, ids.northA])),
      [],
    );
    await expectRefused(
      await head.post('/system/dept/add', { name: 'Rogue', type: 'department', parentId: ids.south }),
      /South is outside/,
      'head',
      /deptId/,
    );
    await expectRefused(
      await head.post('/system/dept/add', { name: 'Rogue', type: 'department' }),
      /does not reach the top level/,
      'head',
      /deptId/,
    );
    await expectRefused(
      await head.post('/system/dept/add', { name: 'Rogue', type: 'department', parentId: ids.northA, roleIds: [ids.wide] }),
      /Wide reader/,
      'head',
      /Wide/,
    );
    await expectRefused(
      await head.post('/system/dept/move', { id: ids.northA, parentId: ids.south }),
      /South is outside/,
      'head',
      /deptId/,
    );
    const added = await head.post('/system/dept/add', { name: 'North B', type: 'department', parentId: ids.north, roleIds: [ids.staff] });
    assert.equal(added.status, 200, added.body.msg);
    // A user placed into a department receives its default roles: the same bound applies.
    await db.insert(deptRoles).values({ deptId: ids.northA, roleId: ids.auditor });
    await expectRefused(
      await head.post('/system/user/add', { username: 'via.dept', realName: 'V', deptId: ids.northA, password: 'Start-pass12' }),
      /role Auditor/,
      'head',
      /via\.dept/,
    );
    await db.delete(deptRoles).where(and(eq(deptRoles.deptId, ids.northA), eq(deptRoles.roleId, ids.auditor)));
  });

  it('import: a row the delegate could not make refuses the file; the audit names the accounts created', async () => {
    const db = s.server.db;
    const file = (rows: string[][]) => b64([['Username', 'Real name', 'Department', 'Roles'], ...rows].map((r) => r.join(',')).join('\n'));
    await expectRefused(
      await head.post('/system/user/import', {
        fileName: 'people.csv',
        content: file([
          ['imp.ok', 'OK', 'North', 'Staff'],
          ['imp.bad', 'Bad', 'North', 'Auditor'],
        ]),
        initialPassword: 'Import-pass12',
      }),
      'Row 3: You cannot grant the role Auditor: it holds Edit role permissions, which you do not hold',
      'head',
      /imp\.bad/,
    );
    await expectRefused(
      await head.post('/system/user/import', {
        fileName: 'people.csv',
        content: file([['imp.s', 'S', 'South', '']]),
        initialPassword: 'Import-pass12',
      }),
      'Row 2: The department South is outside your data scope',
      'head',
      /deptId/,
    );
    assert.equal(
      (
        await db
          .select()
          .from(users)
          .where(inArray(users.username, ['imp.ok', 'imp.bad', 'imp.s']))
      ).length,
      0,
      'nothing created',
    );
    const ok = await head.post('/system/user/import', {
      fileName: 'people.csv',
      content: file([
        ['imp.one', 'One', 'North', 'Staff'],
        ['imp.two', 'Two', 'North', ''],
      ]),
      initialPassword: 'Import-pass12',
    });
    assert.equal(ok.status, 200, ok.body.msg);
    assert.equal(ok.body.data.created, 2);
    const [record] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.outcome, 'success')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const accounts = (record!.after as { accounts: Array<{ username: string }> }).accounts.map((a) => a.username);
    assert.deepEqual(accounts, ['imp.one', 'imp.two']);
  });

  it('role authority: a delegate gives a role only what they hold, and never changes a role they hold', async () => {
    const db = s.server.db;
    const submit = (roleId: number, menus: number[], dataScopes: object[] = []) =>
      roleKeeper.post('/system/role/authority/submit', { roleId, menuIds: menus, appIds: [], dataScopes, apis: [] });
    const [userDelete] = await menuIds(db, 'user:delete');
    await expectRefused(
      await submit(ids.target, [userDelete!]),
      'You cannot give the role Target Delete user: you do not hold it',
      'keeper',
      /Target/,
    );
    await expectRefused(
      await submit(ids.target, [], [{ dataGroup: 'user', visitType: 1, dataItems: ['username'] }]),
      /the data scope Users: all data/,
      'keeper',
      /Target/,
    );
    await expectRefused(
      await submit(ids.target, [], [{ dataGroup: 'user', visitType: 5, deptIds: [ids.south], dataItems: ['username'] }]),
      /custom departments/,
      'keeper',
      /Target/,
    );
    await expectRefused(
      await submit(ids.keeperRole, await menuIds(db, 'role', 'user:delete')),
      'You cannot change the role Role keeper: you hold it',
      'keeper',
      /Role keeper/,
    );
    await expectRefused(
      await submit(ids.strong, []),
      'You cannot change the role Strong: it holds Delete user, which you do not hold',
      'keeper',
      /Strong/,
    );
    await expectRefused(
      await roleKeeper.post('/system/role/status', { id: ids.keeperRole, status: 0 }),
      /you hold it/,
      'keeper',
      /Role keeper/,
    );
    assert.deepEqual(
      (await db.select({ m: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, ids.target))).map((r) => r.m),
      await menuIds(db, 'role'),
      'unchanged',
    );
    const ok = await submit(ids.target, await menuIds(db, 'role', 'user'), [{ dataGroup: 'user', visitType: 3, dataItems: ['username'] }]);
    assert.equal(ok.status, 200, ok.body.msg);
  });
});
