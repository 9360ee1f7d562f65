// Roles: list and edit, the authority editor's validation, bindings, and what deleting says.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../../../server/db/schema.ts';
import { signedInSuite } from '../menus-helpers.ts';
import { addDept, addRole, addUser, menuIds, setDeptRole, signIn } from './roles-helpers.ts';

describe('roles', () => {
  const s = signedInSuite();

  it('creates, finds, edits and refuses a duplicate name or code', async () => {
    const created = await s.admin.post('/system/role/add', {
      name: 'Auditors',
      code: 'auditors',
      description: 'Read the audit log',
      sort: 3,
    });
    assert.equal(created.status, 200, created.body.msg);
    assert.equal(created.body.data.status, 1);
    const found = await s.admin.data('/system/role/list?keyword=auditors');
    assert.deepEqual(
      found.records.map((r: { name: string }) => r.name),
      ['Auditors'],
    );

    const dup = await s.admin.post('/system/role/add', { name: 'auditors' });
    assert.equal(dup.status, 400);
    assert.equal(dup.body.msg, 'A role named "auditors" already exists');
    const dupCode = await s.admin.post('/system/role/add', { name: 'Other', code: 'auditors' });
    assert.equal(dupCode.body.msg, 'A role with the code "auditors" already exists');

    const edited = await s.admin.post('/system/role/update', { id: created.body.data.id, name: 'Auditors', description: 'Changed' });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.description, 'Changed');
  });

  it('refuses writes without the button code and stores nothing', async () => {
    const r = await s.demo.post('/system/role/add', { name: 'Sneaky' });
    assert.equal(r.status, 403);
    assert.equal((await s.server.db.select().from(roles).where(eq(roles.name, 'Sneaky'))).length, 0);
    assert.equal((await s.demo.get('/system/role/list')).status, 403);
  });

  it('delete names how many users and departments lose the role, then they lose it', async () => {
    const db = s.server.db;
    const roleId = await addRole(db, 'Short-lived');
    const dept = await addDept(db, 'Sales');
    await setDeptRole(db, dept, roleId);
    await addUser(db, 'sl1', { roleIds: [roleId] });
    await addUser(db, 'sl2', { roleIds: [roleId] });
    assert.deepEqual(await s.admin.data(`/system/role/usage?id=${roleId}`), { users: 2, departments: 1 });
    const removed = await s.admin.post('/system/role/remove', { id: roleId });
    assert.deepEqual(removed.body.data, { users: 2, departments: 1 });
    assert.equal((await db.select().from(userRoles).where(eq(userRoles.roleId, roleId))).length, 0);
    assert.equal((await s.admin.get(`/system/role/detail?id=${roleId}`)).status, 404);
  });

  it('binds and unbinds users and departments from the role', async () => {
    const db = s.server.db;
    const roleId = await addRole(db, 'Binder');
    const u = await addUser(db, 'bind-me');
    const d = await addDept(db, 'Bound dept');
    assert.equal((await s.admin.post('/system/role/users/bind', { roleId, userIds: [u], bound: true })).status, 200);
    assert.equal((await s.admin.post('/system/role/departments/bind', { roleId, deptIds: [d], bound: true })).status, 200);
    assert.deepEqual(
      (await s.admin.data(`/system/role/users?roleId=${roleId}`)).records.map((r: { username: string }) => r.username),
      ['bind-me'],
    );
    assert.deepEqual(
      (await s.admin.data(`/system/role/departments?roleId=${roleId}`)).map((r: { name: string }) => r.name),
      ['Bound dept'],
    );
    const candidates = await s.admin.data(`/system/options/users?notInRole=${roleId}&keyword=bind`);
    assert.equal(candidates.length, 0, 'a bound user is no candidate');
    await s.admin.post('/system/role/users/bind', { roleId, userIds: [u], bound: false });
    assert.equal((await s.admin.data(`/system/role/users?roleId=${roleId}`)).total, 0);
    const unknown = await s.admin.post('/system/role/users/bind', { roleId, userIds: [999999], bound: true });
    assert.equal(unknown.status, 400);
  });

  it('authority: saves the three kinds and refuses an empty data item with the spec message', async () => {
    const db = s.server.db;
    const roleId = await addRole(db, 'Editor');
    const [userMenu, addButton] = (await menuIds(db, 'user', 'user:add')) as [number, number];
    const body = {
      roleId,
      menuIds: [userMenu, addButton],
      appIds: [s.ids['props-demo']],
      dataScopes: [{ dataGroup: 'user', visitType: 3, dataItems: ['username', 'realName'] }],
      apis: ['listRoles'],
    };
    assert.equal((await s.admin.post('/system/role/authority/submit', body)).status, 200);
    const saved = await s.admin.data(`/system/role/authority?id=${roleId}`);
    assert.deepEqual(
      saved.menuIds,
      [userMenu, addButton].sort((a, b) => a - b),
    );
    assert.deepEqual(saved.appIds, [s.ids['props-demo']]);
    assert.deepEqual(saved.dataScopes, [{ dataGroup: 'user', visitType: 3, deptIds: [], dataItems: ['username', 'realName'] }]);
    assert.deepEqual(saved.apis, ['listRoles']);

    const empty = await s.admin.post('/system/role/authority/submit', {
      ...body,
      dataScopes: [{ dataGroup: 'user', visitType: 1, dataItems: [] }],
    });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.msg, 'The data item cannot be empty');
    const unknownApi = await s.admin.post('/system/role/authority/submit', { ...body, apis: ['noSuchOperation'] });
    assert.equal(unknownApi.status, 400);
    assert.deepEqual((await s.admin.data(`/system/role/authority?id=${roleId}`)).apis, ['listRoles'], 'a refused save changes nothing');
  });

  it('authority options list system manage, monitor and every application, data groups and the API list by area', async () => {
    const o = await s.admin.data('/system/role/authority/options');
    assert.deepEqual(
      o.functional.slice(0, 2).map((n: { code: string }) => n.code),
      ['10010', '10012'],
    );
    assert.ok(o.functional.some((n: { code: string }) => n.code === 'props-demo'));
    const userNode = o.functional[0].children.find((n: { code: string }) => n.code === 'user');
    assert.ok(userNode.children.some((b: { code: string; kind: string }) => b.code === 'user:add' && b.kind === 'button'));
    assert.deepEqual(
      o.dataGroups.map((g: { code: string }) => g.code),
      ['user', 'audit-log'],
    );
    const role = o.apis.find((a: { area: string }) => a.area === 'role');
    assert.ok(
      role.operations.some(
        (op: { code: string; path: string }) => op.code === 'createRole' && op.path === '/arcana-system/system/role/add',
      ),
    );
  });

  it('lists the seeded Viewer role with its name in both languages', async () => {
    const found = await s.admin.data('/system/role/list?keyword=Viewer');
    const viewer = found.records.find((r: { name: string }) => r.name === 'Viewer');
    assert.deepEqual(viewer?.i18nNames, { zh_CN: '只读用户', en_US: 'Viewer' });

    // An edit that keeps the name keeps them; a rename drops them, so the new name shows in both languages.
    const edit = (name: string) => s.admin.post('/system/role/update', { id: viewer.id, name, description: viewer.description });
    assert.equal((await edit('Viewer')).status, 200);
    assert.deepEqual((await s.admin.data(`/system/role/detail?id=${viewer.id}`)).i18nNames, { zh_CN: '只读用户', en_US: 'Viewer' });
    assert.deepEqual((await edit('Readers')).body.data.i18nNames, {});
    assert.equal((await edit('Viewer')).status, 200);
  });

  it('says it in Chinese too', async () => {
    const db = s.server.db;
    await addUser(db, 'zh-admin');
    await db.update(users).set({ isAdmin: true }).where(eq(users.username, 'zh-admin'));
    const zh = await signIn(s.server, 'zh-admin', 'zh-CN');
    const dup = await zh.post('/system/role/add', { name: 'Viewer' });
    assert.equal(dup.body.msg, '名为“Viewer”的角色已存在');
    // The interface tab lists each operation by its summary in the caller's language.
    const summaryOf = (o: { apis: { operations: { code: string; summary: string }[] }[] }) =>
      o.apis.flatMap((a) => a.operations).find((op) => op.code === 'createRole')?.summary;
    assert.equal(summaryOf(await zh.data('/system/role/authority/options')), '新增角色');
    assert.equal(summaryOf(await s.admin.data('/system/role/authority/options')), 'Create a role');
  });
});
