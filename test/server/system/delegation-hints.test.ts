// What the portal is told before a delegate acts (server/auth/grant-bounds.ts, the reasons beside
// the refusals of delegation.test.ts): the locked-accounts list holds only accounts inside the
// caller's data scope, and every list a delegate picks from carries, per item, why they may not
// take it (a department outside the scope, their own department's defaults, a role beyond their
// own or held by them, an administrator, their own account), in the caller's language. An
// administrator's lists carry no reason at all.
import assert from 'node:assert/strict';
import { describe, it, before } from 'node:test';
import { inArray } from 'drizzle-orm';
import { roleDataScopes, users } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { signedInSuite, type Caller } from '../menus-helpers.ts';
import { addDept, addRole, addUser, setDeptRole, signIn } from './roles-helpers.ts';

type Named = { name?: string; username?: string } & Record<string, unknown>;
const by = (list: Named[], name: string) => list.find((x) => (x.name ?? x.username) === name)!;
/** The reasons of a list, by name (items without one left out). */
const reasons = (list: Named[], field: string) =>
  Object.fromEntries(list.filter((x) => x[field] !== undefined).map((x) => [x.name ?? x.username, x[field]]));

describe('delegation: the reasons the portal shows', () => {
  const s = signedInSuite();
  const ids = {} as Record<'north' | 'northA' | 'south' | 'headRole' | 'staff' | 'auditor' | 'member' | 'southern' | 'root2', number>;
  let head: Caller;
  let headZh: Caller;

  before(async () => {
    const db = s.server.db;
    ids.north = await addDept(db, 'North');
    ids.northA = await addDept(db, 'North A', ids.north);
    ids.south = await addDept(db, 'South');
    ids.headRole = await addRole(db, 'Department head', {
      menuCodes: ['user', 'user:add', 'user:edit', 'user:unlock', 'role', 'role:bind', 'organization', 'login-verify', 'login-verify:edit'],
    });
    ids.staff = await addRole(db, 'Staff', { menuCodes: ['user'] });
    ids.auditor = await addRole(db, 'Auditor', { menuCodes: ['user', 'role', 'role:authority'] });
    for (const roleId of [ids.headRole, ids.staff, ids.auditor])
      await db
        .insert(roleDataScopes)
        .values({ roleId, dataGroup: 'user', visitType: roleId === ids.headRole ? 4 : 3, dataItems: ['username'] });
    await setDeptRole(db, ids.northA, ids.auditor);
    await addUser(db, 'head', { deptId: ids.north, roleIds: [ids.headRole] });
    ids.member = await addUser(db, 'member', { deptId: ids.northA });
    ids.southern = await addUser(db, 'southern', { deptId: ids.south });
    const [root] = await db
      .insert(users)
      .values({ username: 'root2', realName: 'Root', isAdmin: true, deptId: ids.northA, passwordHash: await hashPassword('Root-pass12') })
      .returning({ id: users.id });
    ids.root2 = root!.id;
    head = await signIn(s.server, 'head');
    headZh = await signIn(s.server, 'head', 'zh_CN');
  });

  it('locked accounts: only those inside the scope, an administrator marked with the reason', async () => {
    await s.server.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 3_600_000) })
      .where(inArray(users.id, [ids.member, ids.southern, ids.root2]));
    const page = await head.data('/system/login-verify/locked');
    assert.deepEqual(page.records.map((r: Named) => r.username).sort(), ['member', 'root2']);
    assert.equal(page.total, 2);
    assert.deepEqual(reasons(page.records, 'changeRefusal'), { root2: 'Only an administrator can change the administrator account root2' });
    assert.equal((await head.data('/system/login-verify/locked?keyword=south')).total, 0);
    const zh = await headZh.data('/system/login-verify/locked');
    assert.equal(by(zh.records, 'root2').changeRefusal, '只有管理员才能修改管理员账号“root2”');
    const all = await s.admin.data('/system/login-verify/locked');
    assert.deepEqual(all.records.map((r: Named) => r.username).sort(), ['member', 'root2', 'southern']);
    assert.deepEqual(reasons(all.records, 'changeRefusal'), {});
  });

  it('departments: outside the scope, one’s own defaults, and a default role beyond one’s own', async () => {
    const outside = 'The department South is outside your data scope';
    const path = '/system/options/departments';
    const list = await head.data(path);
    assert.deepEqual(reasons(list, 'scopeRefusal'), { South: outside }, path);
    assert.deepEqual(
      reasons(list, 'defaultRolesRefusal'),
      { North: 'You cannot change the default roles of your own department: ask an administrator', South: outside },
      path,
    );
    assert.deepEqual(
      reasons(list, 'placementRefusal'),
      { 'North A': 'You cannot grant the role Auditor: it holds Edit role permissions, which you do not hold', South: outside },
      path,
    );
    for (const field of ['scopeRefusal', 'defaultRolesRefusal', 'placementRefusal'])
      assert.deepEqual(reasons(await s.admin.data(path), field), {}, `${path} ${field} for the administrator`);
    assert.equal(by(await headZh.data('/system/options/departments'), 'South').placementRefusal, '部门“South”不在你的数据范围内');
    const options = await head.data('/system/role/authority/options');
    assert.deepEqual(reasons(options.departments, 'scopeRefusal'), { South: outside });
    assert.equal(
      by(options.departments, 'North').defaultRolesRefusal,
      'You cannot change the default roles of your own department: ask an administrator',
    );
  });

  it('roles: which the caller may not bind or change, and which users and departments they may not bind', async () => {
    const list = (await head.data('/system/role/list?size=100')).records.filter((r: Named) =>
      ['Department head', 'Staff', 'Auditor'].includes(r.name!),
    );
    assert.deepEqual(reasons(list, 'grantRefusal'), {
      Auditor: 'You cannot grant the role Auditor: it holds Edit role permissions, which you do not hold',
    });
    assert.equal(
      by(list, 'Auditor').changeRefusal,
      'You cannot change the role Auditor: it holds Edit role permissions, which you do not hold',
    );
    assert.equal(by(list, 'Department head').changeRefusal, 'You cannot change the role Department head: you hold it');
    assert.equal(by(list, 'Staff').changeRefusal, undefined);
    assert.equal((await head.data(`/system/role/detail?id=${ids.auditor}`)).grantRefusal, by(list, 'Auditor').grantRefusal);
    assert.deepEqual(reasons((await s.admin.data('/system/role/list?size=100')).records, 'grantRefusal'), {});

    const candidates = await head.data(`/system/options/users?notInRole=${ids.staff}`);
    assert.deepEqual(reasons(candidates, 'changeRefusal'), {
      head: 'You cannot change your own roles or department: ask an administrator',
      root2: 'Only an administrator can change the administrator account root2',
    });
    assert.ok(by(candidates, 'member') && by(candidates, 'member').changeRefusal === undefined);
    // the pickers' users list holds only accounts inside the caller's scope (not South's)
    assert.deepEqual((await head.data('/system/options/users')).map((u: Named) => u.username).sort(), ['head', 'member', 'root2']);
    assert.equal(
      by(await headZh.data('/system/options/users?keyword=root2'), 'root2').changeRefusal,
      '只有管理员才能修改管理员账号“root2”',
    );
    assert.deepEqual(reasons(await s.admin.data('/system/options/users'), 'changeRefusal'), {});
    await s.admin.post('/system/role/users/bind', { roleId: ids.staff, userIds: [ids.root2, ids.member], bound: true });
    const bound = (await head.data(`/system/role/users?roleId=${ids.staff}`)).records;
    assert.deepEqual(reasons(bound, 'changeRefusal'), { root2: 'Only an administrator can change the administrator account root2' });
    const depts = await headZh.data(`/system/role/departments?roleId=${ids.auditor}`);
    assert.deepEqual(reasons(depts, 'changeRefusal'), {});
    await s.admin.post('/system/role/departments/bind', { roleId: ids.staff, deptIds: [ids.north, ids.south, ids.northA], bound: true });
    assert.deepEqual(reasons(await headZh.data(`/system/role/departments?roleId=${ids.staff}`), 'changeRefusal'), {
      North: '不能修改自己所在部门的默认角色，请联系管理员',
      South: '部门“South”不在你的数据范围内',
    });
  });
});
