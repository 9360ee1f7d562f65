// How roles combine and how the server enforces them: union of direct and department default
// roles, the widest data scope, interface permissions on direct calls, changes on the next request.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { roles, users } from '../../../server/db/schema.ts';
import { dataScopeSql, resolveDataScope } from '../../../server/auth/data-scope.ts';
import { signedInSuite } from '../menus-helpers.ts';
import { addDept, addRole, addUser, menuIds, setDeptRole, signIn } from './roles-helpers.ts';

describe('role permissions', () => {
  const s = signedInSuite();

  async function grant(roleId: number, patch: { menus?: string[]; dataScopes?: unknown[]; apis?: string[] }) {
    const r = await s.admin.post('/system/role/authority/submit', {
      roleId,
      menuIds: await menuIds(s.server.db, ...(patch.menus ?? [])),
      appIds: [],
      dataScopes: patch.dataScopes ?? [],
      apis: patch.apis ?? [],
    });
    assert.equal(r.status, 200, r.body.msg);
  }

  it('a user holds the union of their direct roles and their department default roles, each with its source', async () => {
    const db = s.server.db;
    const direct = await addRole(db, 'Direct readers');
    const inherited = await addRole(db, 'Dept editors');
    await grant(direct, { menus: ['role'] });
    await grant(inherited, { menus: ['role', 'role:add'] });
    const dept = await addDept(db, 'Union dept');
    await setDeptRole(db, dept, inherited);
    await addUser(db, 'union', { deptId: dept, roleIds: [direct] });
    const u = await signIn(s.server, 'union');
    assert.equal((await u.get('/system/role/list')).status, 200, 'menu from the direct role');
    assert.equal((await u.post('/system/role/add', { name: 'Made by union' })).status, 200, 'button from the department default role');

    const mine = await u.data('/system/user/current/authority');
    const add = mine.menus.find((m: { code: string }) => m.code === 'role:add');
    assert.deepEqual(add.sources, [
      { roleId: inherited, roleName: 'Dept editors', roleI18nNames: {}, deptId: dept, deptName: 'Union dept' },
    ]);
    const list = mine.menus.find((m: { code: string }) => m.code === 'role');
    assert.deepEqual(list.sources.map((x: { roleName: string }) => x.roleName).sort(), ['Dept editors', 'Direct readers']);

    // A disabled role grants nothing, on the very next request.
    await s.admin.post('/system/role/status', { id: inherited, status: 0 });
    assert.equal((await u.post('/system/role/add', { name: 'Refused' })).status, 403);
    assert.equal((await u.get('/system/role/list')).status, 200);
  });

  it('the widest data scope wins; roles without a rule add nothing; no rule at all means every row', async () => {
    const db = s.server.db;
    const top = await addDept(db, 'Top');
    const child = await addDept(db, 'Child', top);
    const grandchild = await addDept(db, 'Grandchild', child);
    const other = await addDept(db, 'Other');
    const ownDept = await addRole(db, 'Own dept');
    const below = await addRole(db, 'Dept and below');
    const custom = await addRole(db, 'Custom');
    const noRule = await addRole(db, 'No rule');
    const items = ['username'];
    await grant(ownDept, { dataScopes: [{ dataGroup: 'user', visitType: 3, dataItems: items }] });
    await grant(below, { dataScopes: [{ dataGroup: 'user', visitType: 4, dataItems: items }] });
    await grant(custom, { dataScopes: [{ dataGroup: 'user', visitType: 5, deptIds: [other], dataItems: items }] });
    const uid = await addUser(db, 'scoped', { deptId: child, roleIds: [ownDept, noRule] });

    assert.deepEqual(await resolveDataScope(db, uid, 'user'), { all: false, ownRecords: false, deptIds: [child] });
    assert.deepEqual(await resolveDataScope(db, uid, 'audit-log'), { all: true }, 'no rule for the group');
    await setDeptRole(db, child, below);
    assert.deepEqual(await resolveDataScope(db, uid, 'user'), {
      all: false,
      ownRecords: false,
      deptIds: [child, grandchild].sort((a, b) => a - b),
    });
    await s.admin.post('/system/role/users/bind', { roleId: custom, userIds: [uid], bound: true });
    assert.deepEqual(
      ((await resolveDataScope(db, uid, 'user')) as { deptIds: number[] }).deptIds,
      [child, grandchild, other].sort((a, b) => a - b),
    );

    // The helper's condition filters rows of any table by its department and owner columns.
    const visible = await db
      .select({ username: users.username })
      .from(users)
      .where(await dataScopeSql(db, uid, 'user', { deptColumn: users.deptId, ownerColumn: users.id }));
    assert.deepEqual(
      visible.map((r) => r.username),
      ['scoped'],
    );

    const all = await addRole(db, 'Everything');
    await grant(all, { dataScopes: [{ dataGroup: 'user', visitType: 1, dataItems: items }] });
    await s.admin.post('/system/role/users/bind', { roleId: all, userIds: [uid], bound: true });
    assert.deepEqual(await resolveDataScope(db, uid, 'user'), { all: true }, '"all" is the widest');

    const ownRole = await addRole(db, 'Own records');
    await grant(ownRole, { dataScopes: [{ dataGroup: 'audit-log', visitType: 2, dataItems: ['user'] }] });
    await s.admin.post('/system/role/users/bind', { roleId: ownRole, userIds: [uid], bound: true });
    assert.deepEqual(await resolveDataScope(db, uid, 'audit-log'), { all: false, ownRecords: true, deptIds: [] });
  });

  it("an operation in a role's API list is refused to others even on a direct call, then allowed once granted", async () => {
    const db = s.server.db;
    const readers = await addRole(db, 'Role readers');
    await grant(readers, { menus: ['role'] });
    await addUser(db, 'no-api', { roleIds: [readers] });
    const u = await signIn(s.server, 'no-api');
    assert.equal((await u.get('/system/role/list')).status, 200, 'no role names the operation: functional permission decides');

    const apiRole = await addRole(db, 'Role API');
    await grant(apiRole, { apis: ['listRoles'] });
    const refused = await u.get('/system/role/list');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.msg, 'None of your roles grants the interface "listRoles"');
    assert.equal((await s.admin.get('/system/role/list')).status, 200, 'administrators hold every interface');
    assert.equal((await u.get('/system/user/current/profile')).status, 200, 'other operations are not affected');

    await grant(readers, { menus: ['role'], apis: ['listRoles'] });
    assert.equal((await u.get('/system/role/list')).status, 200);
    await s.server.db.delete(roles).where(eq(roles.id, apiRole));
  });

  it('the permissions version changes when a grant changes, and only then', async () => {
    const db = s.server.db;
    const r = await addRole(db, 'Versioned');
    await addUser(db, 'versioned', { roleIds: [r] });
    const u = await signIn(s.server, 'versioned');
    const v1 = (await u.data('/system/user/current/permissions-version')).version;
    assert.equal((await u.data('/system/user/current/permissions-version')).version, v1);
    await grant(r, { menus: ['role', 'role:add'] });
    const v2 = (await u.data('/system/user/current/permissions-version')).version;
    assert.notEqual(v2, v1);
  });
});
