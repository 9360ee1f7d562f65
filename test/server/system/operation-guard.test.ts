// The one permission check: every operation that needs a token declares x-permission; callers
// without it get 403 in the envelope; the code is granted through direct roles and through a
// department's default roles; every login attempt and logout leaves an audit row.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { operationsOf, SIGNED_IN } from '../../../server/http/operation-guard.ts';
import { readContract } from '../../../server/http/contract-files.ts';
import { MONITOR_MENUS, SYSTEM_MANAGE_MENUS } from '../../../server/services/system/menus/builtin-menus.ts';
import { auditLog, departments, deptRoles, menus, roleMenus, roles, users } from '../../../server/db/schema.ts';
import { signedInSuite, tokenOf } from '../menus-helpers.ts';
import { invalidate } from '../../../server/cache/invalidate.ts';
import { CLIENT_BASIC, bearer, login } from '../harness.ts';
import { loadOperations } from '../contract-requests.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { DEFAULT_PASSWORD_RULES } from '../../../server/auth/password-policy.ts';

const contract = readContract('arcana-system.yaml') as Record<string, any>;
const builtInCodes = new Set([...SYSTEM_MANAGE_MENUS, ...MONITOR_MENUS].flatMap((m) => [m.code, ...(m.buttons ?? []).map((b) => b[0])]));

describe('operation guard', () => {
  it('every operation that needs a token declares a permission the menus know', () => {
    const missing: string[] = [];
    for (const op of operationsOf(contract).values()) {
      if (!op.needsToken) continue;
      const codes = [op.permission ?? []].flat();
      if (!codes.length || codes.some((c) => c !== SIGNED_IN && !builtInCodes.has(c)))
        missing.push(`${op.operationId}: ${JSON.stringify(op.permission)}`);
    }
    assert.deepEqual(missing, []);
  });

  const s = signedInSuite();

  it('answers 403 in the envelope, in the caller language, without the code; the admin passes', async () => {
    const body = { ...DEFAULT_PASSWORD_RULES, historyCount: 6 };
    const denied = await s.demo.post('/system/password/policy', body);
    assert.equal(denied.status, 403);
    assert.equal(denied.body.code, 403);
    assert.match(denied.body.msg, /password-policy:edit/);
    assert.equal((await s.demo.get('/license/manage/info')).status, 403);
    assert.equal((await s.admin.post('/system/password/policy', body)).status, 200);
    assert.equal((await s.admin.get('/license/manage/info')).status, 200);
  });

  it('refuses a caller without a token (401) or without the permission (403) before looking at the request', async () => {
    // Bodies and parameters that the contract refuses: the answer must still be 401/403, not a
    // 400 telling a stranger what the operation wants.
    await s.server.db.insert(users).values({ username: 'nobody', realName: 'No roles', passwordHash: await hashPassword('Nobody-pass1') });
    const nobody = await tokenOf(s.server, 'nobody', 'Nobody-pass1');
    const wrong: string[] = [];
    for (const op of loadOperations()) {
      const meta = [...operationsOf(op.doc).values()].find((m) => m.operationId === op.id);
      if (!meta?.needsToken) continue;
      const codes = [meta.permission ?? []].flat();
      const url = op.path.replace(/\{[^}]+\}/g, 'x');
      const bodies = op.method === 'GET' ? [undefined] : [undefined, '{"unexpected":[null]}'];
      for (const payload of bodies) {
        const headers = payload === undefined ? {} : { 'content-type': 'application/json' };
        const expect: Array<[string, Record<string, string>, number]> = [['no token', {}, 401]];
        if (!codes.includes(SIGNED_IN)) expect.push(['no permission', bearer(nobody), 403]);
        for (const [who, auth, status] of expect) {
          const res = await s.server.inject({ method: op.method as 'GET', url, headers: { ...headers, ...auth }, payload });
          if (res.statusCode !== status) wrong.push(`${op.id} ${who} ${payload ?? 'no body'}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('grants a code through the default role of the user department', async () => {
    const db = s.server.db;
    const [role] = await db.insert(roles).values({ name: 'Policy editors' }).returning();
    const [entry] = await db
      .select()
      .from(menus)
      .where(and(eq(menus.appCode, '10010'), eq(menus.code, 'password-policy:edit')));
    await db.insert(roleMenus).values({ roleId: role!.id, menuId: entry!.id });
    const [dept] = await db.insert(departments).values({ name: 'Security' }).returning();
    await db.insert(deptRoles).values({ deptId: dept!.id, roleId: role!.id });
    await invalidate(db, 'permissions'); // these writes bypassed the server
    assert.equal((await s.demo.post('/system/password/policy', { ...DEFAULT_PASSWORD_RULES, historyCount: 7 })).status, 403);
    await db.update(users).set({ deptId: dept!.id }).where(eq(users.username, 'demo'));
    await invalidate(db, 'permissions');
    assert.equal((await s.demo.post('/system/password/policy', { ...DEFAULT_PASSWORD_RULES, historyCount: 7 })).status, 200);
    await db.update(roles).set({ status: 0 }).where(eq(roles.id, role!.id));
    await invalidate(db, 'permissions');
    assert.equal(
      (await s.demo.post('/system/password/policy', { ...DEFAULT_PASSWORD_RULES, historyCount: 8 })).status,
      403,
      'a disabled role grants nothing',
    );
  });

  it('records logins, failed logins and logouts in the audit log', async () => {
    const db = s.server.db;
    await login(s.server, 'demo', 'wrong-password');
    const good = await login(s.server, 'demo', 'Demo-pass1');
    const res = await s.server.inject({
      method: 'GET',
      url: `/arcana-auth/oauth/logout?refresh_token=${good.body.data!.refresh_token}`,
      headers: { authorization: CLIENT_BASIC },
    });
    assert.equal(res.statusCode, 200);
    const rows = await db.select().from(auditLog).where(eq(auditLog.module, 'login'));
    const actions = rows.filter((r) => r.username === 'demo').map((r) => `${r.action}:${r.outcome}`);
    assert.ok(actions.includes('login-failure:failure'), actions.join());
    assert.ok(actions.includes('login:success'), actions.join());
    assert.ok(actions.includes('logout:success'), actions.join());
    assert.ok(
      rows.every((r) => !JSON.stringify(r).includes('Demo-pass1')),
      'no password in the audit log',
    );
  });
});
