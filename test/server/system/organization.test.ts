// The organisation page (menu `organization`, its departments): the tree, moves refusing cycles,
// deletes refused with the reason while a department has children or users, and default roles
// inherited by the department's users.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { departments, users } from '../../../server/db/schema.ts';
import { caller, signedInSuite, tokenOf, type Caller } from '../menus-helpers.ts';
import { ALL_USER_CODES, roleWithCodes, signedInUser } from './users-helpers.ts';

describe('organization admin', () => {
  const s = signedInSuite();
  let ops: Caller;

  before(async () => {
    ops = (await signedInUser(s.server, 'ops', [await roleWithCodes(s.server, 'Org admins', ALL_USER_CODES)])).call;
  });

  async function add(name: string, parentId: number | null, type = 'department') {
    const r = await ops.post('/system/dept/add', { name, parentId, type, sort: 1 });
    assert.equal(r.status, 200, r.body.msg);
    return r.body.data.id as number;
  }

  it('builds a tree, moves a node and refuses a move that makes a cycle', async () => {
    const acme = await add('Acme', null, 'company');
    const sales = await add('Sales', acme);
    const east = await add('East', sales, 'group');
    const tree = await ops.data('/system/options/departments');
    assert.deepEqual(
      tree.filter((d: any) => [acme, sales, east].includes(d.id)).map((d: any) => [d.name, d.type, d.parentId]),
      [
        ['Acme', 'company', null],
        ['Sales', 'department', acme],
        ['East', 'group', sales],
      ],
    );

    for (const parentId of [sales, east]) {
      const r = await ops.post('/system/dept/move', { id: sales, parentId });
      assert.equal(r.status, 400);
      assert.match(r.body.msg, /cannot be moved under itself/);
    }
    const moved = await ops.post('/system/dept/move', { id: east, parentId: acme });
    assert.equal(moved.body.data.parentId, acme);
    assert.equal((await ops.post('/system/dept/move', { id: east, parentId: 999999 })).status, 400);
    const renamed = await ops.post('/system/dept/update', { id: east, name: 'East region', type: 'ou', sort: 5 });
    assert.deepEqual([renamed.body.data.name, renamed.body.data.type, renamed.body.data.sort], ['East region', 'ou', 5]);
    assert.equal((await ops.post('/system/dept/add', { name: 'Bad', type: 'team' })).status, 400);
  });

  it('refuses to delete a department with children or users, with the reason in the caller language', async () => {
    const parent = await add('Plant', null, 'company');
    const child = await add('Line 1', parent);
    const hasChild = await ops.post('/system/dept/remove', { id: parent });
    assert.equal(hasChild.status, 409);
    assert.match(hasChild.body.msg, /1 sub-department/);
    await ops.post('/system/user/add', { username: 'worker', realName: 'Worker', deptId: child, password: 'Start-pass1' });
    const zh = caller(s.server, await tokenOf(s.server, 'ops', 'Helper-pass1'), 'zh_CN');
    const hasUser = await zh.post('/system/dept/remove', { id: child });
    assert.equal(hasUser.status, 409);
    assert.equal(hasUser.body.msg, '该部门下还有 1 个用户，请先移走或删除');
    assert.equal((await s.server.db.select().from(departments).where(eq(departments.id, child))).length, 1);
    const empty = await add('Empty', null);
    assert.equal((await ops.post('/system/dept/remove', { id: empty })).status, 200);
    assert.equal((await ops.post('/system/dept/remove', { id: empty })).status, 404);
  });

  it('default roles are inherited by the department users; removing one revokes it unless held directly', async () => {
    // Granted by an administrator: the role holds a page the departments delegate does not (grant-bounds.ts).
    const watch = await roleWithCodes(s.server, 'Licence readers', ['license']);
    const dept = (await s.admin.post('/system/dept/add', { name: 'Design', type: 'department', roleIds: [watch] })).body.data;
    assert.deepEqual(dept.roleIds, [watch]);
    const created = await s.admin.post('/system/user/add', {
      username: 'wendy',
      realName: 'Wendy',
      deptId: dept.id,
      password: 'Start-pass1',
    });
    const both = await s.admin.post('/system/user/add', {
      username: 'walt',
      realName: 'Walt',
      deptId: dept.id,
      roleIds: [watch],
      password: 'Start-pass1',
    });
    // As if both made their first-login password change (until then the server serves only that).
    await s.server.db
      .update(users)
      .set({ passwordStatus: 0 })
      .where(inArray(users.username, ['wendy', 'walt']));
    const wendy = caller(s.server, await tokenOf(s.server, 'wendy', 'Start-pass1'));
    const walt = caller(s.server, await tokenOf(s.server, 'walt', 'Start-pass1'));
    assert.equal((await wendy.get('/license/manage/info')).status, 200);
    const detail = await ops.data(`/system/user/detail?id=${created.body.data.user.id}`);
    assert.deepEqual(detail.roles, []);
    assert.deepEqual(
      detail.inheritedRoles.map((r: any) => [r.name, r.deptName]),
      [['Licence readers', 'Design']],
    );

    await s.admin.post('/system/dept/update', { id: dept.id, name: 'Design', type: 'department', roleIds: [] });
    assert.equal((await wendy.get('/license/manage/info')).status, 403, 'revoked from the inheriting user');
    assert.equal((await walt.get('/license/manage/info')).status, 200, 'kept by the user holding it directly');
    assert.equal(both.status, 200);
  });
});
