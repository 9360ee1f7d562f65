// Application management's distribution is a grant too (server/auth/grant-bounds.ts,
// assertDistribution): a delegate with the distribute button hands out only applications they
// hold, never to a role they hold, a department outside their data scope or an administrator,
// and each refusal is a 403 in their language that changes nothing and is audited. The
// distribute dialog's lists are the shared pickers' (/system/options/*), which the distribute
// button alone opens: they offer the delegate the users inside their scope and give the reason
// for every role and department they may not hand the application to.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, deptApps, roleApps, roleDataScopes, userAppGrants, users } from '../../../server/db/schema.ts';
import { invalidate } from '../../../server/cache/invalidate.ts';
import { signedInSuite, type Caller } from '../menus-helpers.ts';
import { addDept, addRole, addUser, signIn } from './roles-helpers.ts';

describe('application distribution within the granter', () => {
  const s = signedInSuite();
  const ids = {} as Record<'north' | 'south' | 'distributor' | 'other' | 'member' | 'southMember' | 'admin', number>;
  let delegate: Caller;
  let delegateZh: Caller;
  /** Adds `grantees` to whoever holds `appId` now (a distribution replaces the whole list). */
  async function distribute(who: Caller, appId: number, grantees: Partial<Record<'roleIds' | 'deptIds' | 'userIds', number[]>>) {
    const db = s.server.db;
    const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
    const now = {
      roleIds: ids(await db.select({ id: roleApps.roleId }).from(roleApps).where(eq(roleApps.appId, appId))),
      deptIds: ids(await db.select({ id: deptApps.deptId }).from(deptApps).where(eq(deptApps.appId, appId))),
      userIds: ids(await db.select({ id: userAppGrants.userId }).from(userAppGrants).where(eq(userAppGrants.appId, appId))),
    };
    const body = Object.fromEntries(
      Object.entries(now).map(([k, v]) => [k, [...new Set([...v, ...(grantees[k as keyof typeof grantees] ?? [])])]]),
    );
    return who.post('/system/app/distribute/submit', { appId, ...body });
  }

  before(async () => {
    const db = s.server.db;
    ids.north = await addDept(db, 'North');
    ids.south = await addDept(db, 'South');
    ids.distributor = await addRole(db, 'Distributor', { menuCodes: ['application', 'app:distribute'] });
    await db.insert(roleDataScopes).values({ roleId: ids.distributor, dataGroup: 'user', visitType: 4, dataItems: ['username'] });
    await db.insert(roleApps).values({ roleId: ids.distributor, appId: s.ids['props-demo']! });
    ids.other = await addRole(db, 'Other');
    await addUser(db, 'distributor', { deptId: ids.north, roleIds: [ids.distributor] });
    ids.member = await addUser(db, 'north-member', { deptId: ids.north });
    ids.southMember = await addUser(db, 'south-member', { deptId: ids.south });
    ids.admin = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0]!.id;
    await invalidate(db, 'permissions');
    delegate = await signIn(s.server, 'distributor');
    delegateZh = await signIn(s.server, 'distributor', 'zh_CN');
  });

  async function refusedWith(r: { status: number; body: { msg: string } }, msg: string) {
    assert.equal(r.status, 403, r.body.msg);
    assert.equal(r.body.msg, msg);
    const [row] = await s.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.username, 'distributor'), eq(auditLog.outcome, 'failure')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.ok(row && msg.endsWith(row.detail), 'the refused attempt is audited');
  }

  it("offers in the dialog's lists the receivers inside its bounds, and says why it may not take the others", async () => {
    const roles = await delegate.data<Array<{ id: number; changeRefusal?: string }>>('/system/options/roles');
    assert.equal(roles.find((r) => r.id === ids.distributor)?.changeRefusal, 'You cannot change the role Distributor: you hold it');
    assert.equal(roles.find((r) => r.id === ids.other)?.changeRefusal, undefined);
    const depts = await delegate.data<Array<{ id: number; scopeRefusal?: string }>>('/system/options/departments');
    assert.equal(depts.find((d) => d.id === ids.north)?.scopeRefusal, undefined);
    assert.equal(depts.find((d) => d.id === ids.south)?.scopeRefusal, 'The department South is outside your data scope');
    const zhDepts = await delegateZh.data<Array<{ id: number; scopeRefusal?: string }>>('/system/options/departments');
    assert.match(zhDepts.find((d) => d.id === ids.south)?.scopeRefusal ?? '', /South/);
    const users = await delegate.data<Array<{ id: number; changeRefusal?: string }>>('/system/options/users?keyword=member');
    assert.deepEqual(
      users.map((u) => u.id),
      [ids.member],
      'the account outside its scope is not offered',
    );
    const admins = await delegate.data<Array<{ username: string; changeRefusal?: string }>>('/system/options/users?keyword=admin');
    for (const a of admins.filter((u) => u.username === 'admin'))
      assert.equal(a.changeRefusal, 'Only an administrator can change the administrator account admin');
  });

  it('hands out an application it holds to a role, a department in scope and an account in scope', async () => {
    const r = await distribute(delegate, s.ids['props-demo']!, { roleIds: [ids.other], deptIds: [ids.north], userIds: [ids.member] });
    assert.equal(r.status, 200, r.body.msg);
    assert.ok(r.body.data.deptIds.includes(ids.north));
  });

  it('refuses an application it does not hold, in both languages, and changes nothing', async () => {
    const appId = s.ids['elements-demo']!;
    const held = () => s.server.db.select().from(userAppGrants).where(eq(userAppGrants.appId, appId));
    const before = await held();
    await refusedWith(
      await distribute(delegate, appId, { userIds: [ids.member] }),
      'You cannot hand out the application Elements demo: you do not hold it',
    );
    const zh = await distribute(delegateZh, appId, { userIds: [ids.member] });
    assert.equal(zh.status, 403);
    assert.match(zh.body.msg, /^不能分配应用“.+”：你自己没有该应用$/);
    assert.deepEqual(await held(), before);
  });

  it('refuses a role it holds, a department outside its scope and an administrator', async () => {
    const appId = s.ids['props-demo']!;
    await refusedWith(
      await delegate.post('/system/app/distribute/submit', {
        appId,
        // everyone who holds it now but the delegate's own role
        roleIds: (await s.server.db.select({ id: roleApps.roleId }).from(roleApps).where(eq(roleApps.appId, appId)))
          .map((r) => r.id)
          .filter((id) => id !== ids.distributor),
        deptIds: [ids.north],
        userIds: [ids.member],
      }),
      'You cannot change the role Distributor: you hold it',
    );
    await refusedWith(
      await distribute(delegate, appId, { deptIds: [ids.north, ids.south] }),
      'The department South is outside your data scope',
    );
    await refusedWith(
      await distribute(delegate, appId, { userIds: [ids.member, ids.admin] }),
      'Only an administrator can change the administrator account admin',
    );
  });
});
