// Directory settings place new accounts: directory users are created into the default department
// and hold its default roles, so a delegate who edits the LDAP settings may choose only a
// department inside their data scope whose default roles they could grant themselves.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { roleDataScopes } from '../../../server/db/schema.ts';
import { DEFAULT_LDAP } from '../../../server/ldap/ldap-settings.ts';
import { signedInSuite, type Caller } from '../menus-helpers.ts';
import { addDept, addRole, addUser, setDeptRole, signIn } from './roles-helpers.ts';

describe('directory settings within the granter', () => {
  const s = signedInSuite();
  const ids = {} as Record<'north' | 'northB' | 'south' | 'strong' | 'keeper', number>;
  let keeper: Caller;
  const save = (defaultDeptId: number | null) => keeper.post('/system/ldap', { ...DEFAULT_LDAP, enabled: false, defaultDeptId });

  before(async () => {
    const db = s.server.db;
    ids.north = await addDept(db, 'North');
    ids.northB = await addDept(db, 'North B', ids.north);
    ids.south = await addDept(db, 'South');
    ids.strong = await addRole(db, 'Strong', { menuCodes: ['user', 'user:delete'] });
    await setDeptRole(db, ids.northB, ids.strong);
    ids.keeper = await addRole(db, 'Directory keeper', { menuCodes: ['login-verify', 'ldap:edit', 'user'] });
    await db.insert(roleDataScopes).values({ roleId: ids.keeper, dataGroup: 'user', visitType: 4, dataItems: ['username'] });
    await addUser(db, 'dir-keeper', { deptId: ids.north, roleIds: [ids.keeper] });
    keeper = await signIn(s.server, 'dir-keeper');
  });

  it('refuses a default department whose default roles the delegate could not grant', async () => {
    const r = await save(ids.northB);
    assert.equal(r.status, 403, r.body.msg);
    assert.match(r.body.msg, /^You cannot grant the role Strong: it holds /);
    assert.notEqual((await s.admin.data('/system/ldap')).defaultDeptId, ids.northB);
  });

  it('refuses a default department outside the data scope', async () => {
    const r = await save(ids.south);
    assert.equal(r.status, 403, r.body.msg);
    assert.equal(r.body.msg, 'The department South is outside your data scope');
  });

  it('takes a department inside the scope with nothing beyond the delegate', async () => {
    const r = await save(ids.north);
    assert.equal(r.status, 200, r.body.msg);
    assert.equal((await s.admin.data('/system/ldap')).defaultDeptId, ids.north);
  });
});
