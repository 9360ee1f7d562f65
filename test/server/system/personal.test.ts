// Personal space: base info with department and roles, validated edits, the language preference.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedInSuite } from '../menus-helpers.ts';
import { addDept, addRole, addUser, setDeptRole, signIn } from './roles-helpers.ts';

describe('personal space', () => {
  const s = signedInSuite();

  it('shows department and roles with their source, and saves validated edits', async () => {
    const db = s.server.db;
    const dept = await addDept(db, 'Finance');
    const r = await addRole(db, 'Accountant');
    await setDeptRole(db, dept, r);
    await addUser(db, 'me', { deptId: dept });
    const me = await signIn(s.server, 'me');
    const profile = await me.data('/system/user/current/profile');
    assert.equal(profile.deptName, 'Finance');
    assert.deepEqual(profile.roles, [{ roleId: r, roleName: 'Accountant', roleI18nNames: {}, deptId: dept, deptName: 'Finance' }]);

    const saved = await me.post('/system/user/current/profile', {
      realName: ' Mia ',
      phone: '+86 138-0000-0000',
      email: 'mia@example.com',
    });
    assert.equal(saved.status, 200, saved.body.msg);
    assert.equal(saved.body.data.realName, 'Mia');
    const bad = await me.post('/system/user/current/profile', { realName: 'Mia', phone: '', email: 'not-an-address' });
    assert.equal(bad.status, 400);
    assert.equal((await me.data('/system/user/current/profile')).email, 'mia@example.com', 'a refused edit stores nothing');

    // The same rule as adding a user: a 64-character name and a phone with parentheses.
    const long = 'N'.repeat(64);
    const asAdded = await me.post('/system/user/current/profile', {
      realName: long,
      phone: '+86 (10) 8888-0000',
      email: 'mia@example.com',
    });
    assert.equal(asAdded.status, 200, asAdded.body.msg);
    assert.equal((await me.data('/system/user/current/profile')).realName, long);
    const tooLong = await me.post('/system/user/current/profile', { realName: `${long}N`, phone: '', email: '' });
    assert.deepEqual(tooLong.body.data, { field: 'realName', reason: 'At most 64 characters' });

    assert.equal((await me.post('/system/user/current/preferences', { lang: 'zh_CN' })).status, 200);
    assert.equal((await me.data('/system/user/current/profile')).lang, 'zh_CN');
  });
});
