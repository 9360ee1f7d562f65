// The pickers' lists (openapi/system/options.yaml): each is served to a holder of any one page
// that picks from it and refused (403) to everyone else; the users list searches by username or
// real name and narrows by role, source and status. The reasons each item carries for a delegate
// (and the data scope of the users list) are checked in delegation-hints.test.ts and
// delegation.test.ts, beside the refusals they announce.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema.ts';
import { signedInSuite, type Caller } from '../menus-helpers.ts';
import { roleWithCodes, signedInUser } from './users-helpers.ts';
import { addRole, addUser } from './roles-helpers.ts';

/** Each list and the pages (menu or button codes) that pick from it. */
const HOLDERS: Record<string, string[]> = {
  '/system/options/departments': ['organization', 'user', 'login-verify', 'notice:publish', 'app:distribute'],
  '/system/options/roles': ['user', 'organization', 'notice:publish', 'app:distribute'],
  '/system/options/users': ['role:bind', 'password-policy', 'notice:publish', 'app:distribute'],
};
const ALL_CODES = [...new Set(Object.values(HOLDERS).flat())];

type Named = { username: string } & Record<string, unknown>;
const usernames = (list: Named[]) => list.map((u) => u.username);

describe('picker lists (/system/options)', () => {
  const s = signedInSuite();
  const holders = {} as Record<string, Caller>;

  before(async () => {
    for (const code of ALL_CODES) {
      const role = await roleWithCodes(s.server, `Holds ${code}`, [code]);
      holders[code] = (await signedInUser(s.server, `holder-${code.replace(':', '-')}`, [role])).call;
    }
  });

  it('answers a holder of each page that picks from it, and 403 to a holder of another page', async () => {
    for (const [path, codes] of Object.entries(HOLDERS)) {
      for (const code of ALL_CODES) {
        const r = await holders[code]!.get(path);
        if (codes.includes(code)) {
          assert.equal(r.status, 200, `${path} for ${code}: ${r.body.msg}`);
          assert.ok(Array.isArray(r.body.data), `${path} for ${code}`);
        } else {
          assert.equal(r.status, 403, `${path} for ${code}`);
          assert.equal(r.body.code, 403);
        }
      }
      assert.equal((await s.demo.get(path)).status, 403, `${path} for the demo viewer`);
    }
  });

  it('roles: each carries its names in both languages (the seeded Viewer is 只读用户 / Viewer)', async () => {
    const list = await s.admin.data<Array<{ name: string; i18nNames?: Record<string, string> }>>('/system/options/roles');
    assert.deepEqual(list.find((r) => r.name === 'Viewer')?.i18nNames, { zh_CN: '只读用户', en_US: 'Viewer' });
  });

  it('users: matched by username or real name, narrowed by role, source and status, at most 20', async () => {
    const db = s.server.db;
    const roleId = await addRole(db, 'Pickers');
    const bound = await addUser(db, 'pick-bound', { roleIds: [roleId] });
    await addUser(db, 'pick-free');
    const ldap = await addUser(db, 'pick-dir');
    const off = await addUser(db, 'pick-off');
    await db.update(users).set({ source: 'ldap' }).where(eq(users.id, ldap));
    await db.update(users).set({ status: 0 }).where(eq(users.id, off));
    await db.update(users).set({ realName: 'Zhang Wei' }).where(eq(users.id, bound));

    assert.deepEqual(usernames(await s.admin.data('/system/options/users?keyword=pick-')), [
      'pick-bound',
      'pick-dir',
      'pick-free',
      'pick-off',
    ]);
    assert.deepEqual(usernames(await s.admin.data('/system/options/users?keyword=zhang')), ['pick-bound']);
    assert.deepEqual(usernames(await s.admin.data(`/system/options/users?keyword=pick-&notInRole=${roleId}`)), [
      'pick-dir',
      'pick-free',
      'pick-off',
    ]);
    assert.deepEqual(usernames(await s.admin.data('/system/options/users?keyword=pick-&source=local&status=1')), [
      'pick-bound',
      'pick-free',
    ]);
    const [dir] = await s.admin.data('/system/options/users?keyword=pick-dir');
    assert.deepEqual(dir, { id: ldap, username: 'pick-dir', realName: 'pick-dir', deptName: '', source: 'ldap', status: 1 });
    // "%" and "_" are matched as themselves, not as patterns
    assert.deepEqual(await s.admin.data('/system/options/users?keyword=%25'), []);
    for (let i = 0; i < 25; i++) await addUser(db, `bulk-${String(i).padStart(2, '0')}`);
    assert.equal((await s.admin.data('/system/options/users?keyword=bulk-')).length, 20);

    const bad = await s.admin.get('/system/options/users?source=cloud');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 400);
  });
});
