// Delegated administration that cannot escalate: the one place that decides whether a caller may
// grant a role or touch an account, called by every operation that can (users page, import, role
// bindings and authority, department default roles, login verification's unlock).
//   - Administrators (`is_admin`) are changed only by administrators.
//   - A non-administrator grants a role (to a user, a department's default roles, a binding, an
//     import) only when its menus, buttons, applications, interfaces and data rules are all within
//     their own effective permissions; the same bound holds when editing a role.
//   - Nobody but an administrator changes their own roles or department, their own department's
//     default roles, or a role they hold.
//   - Data scope (group `user`) applies to writes: accounts and departments are created, moved,
//     unlocked, reset and enabled only inside the caller's scope.
// A refusal answers 403 with the reason in the caller's language, changes nothing, and is
// recorded in the audit log (outcome `failure`) with the actor and the target. The same rules give
// the lists a delegate picks from their per-item reasons (roleRefusals, withDeptRefusals,
// bindingRefusal, …), so the portal disables what would be refused and says why up front.
import type { FastifyRequest } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import type { DbOrTx } from '../db/transaction.ts';
import type { Db } from '../db/open.ts';
import { apps, departments, deptRoles, menus, roleApis, roleApps, roleDataScopes, roleMenus, roles, users } from '../db/schema.ts';
import { ApiError } from '../contract/envelope.ts';
import { langOf, t, type Lang, type MessageKey } from '../i18n/messages.ts';
import { dataGroupOf, DATA_GROUPS } from './data-groups.ts';
import { resolveDataScope, VISIT_TYPE, type DataScope } from './data-scope.ts';
import { effectiveRoleIdsSql, grantsOf, type Grants } from './permissions.ts';

interface GroupBound {
  scope: DataScope;
  /** Visit types of the caller's own rules for the group. */
  types: ReadonlySet<number>;
}

/** The caller as a granter: what they hold, their scope, their department and the roles they hold. */
export interface Granter {
  userId: number;
  isAdmin: boolean;
  lang: Lang;
  deptId: number | null;
  grants: Grants;
  bounds: ReadonlyMap<string, GroupBound>;
  /** Roles the caller holds directly or through their department, enabled or not. */
  heldRoleIds: ReadonlySet<number>;
}

export async function granterOf(db: Db, req: FastifyRequest): Promise<Granter> {
  const userId = req.auth!.userId;
  const lang = langOf(req.headers['accept-language']);
  const [me] = await db.select({ isAdmin: users.isAdmin, deptId: users.deptId }).from(users).where(eq(users.id, userId)).limit(1);
  const grants = await grantsOf(db, userId);
  const bounds = new Map<string, GroupBound>();
  const held = await db.execute(sql`select ur.role_id as id from user_roles ur where ur.user_id = ${userId}
    union select dr.role_id from dept_roles dr join users u on u.dept_id = dr.dept_id where u.id = ${userId}`);
  const heldRoleIds = new Set((held as { rows: Array<{ id: number | string }> }).rows.map((r) => Number(r.id)));
  if (!me?.isAdmin) {
    const rules = await db
      .select({ group: roleDataScopes.dataGroup, visitType: roleDataScopes.visitType })
      .from(roleDataScopes)
      .where(sql`${roleDataScopes.roleId} in ${effectiveRoleIdsSql(userId)}`);
    for (const g of DATA_GROUPS) {
      const types = new Set(rules.filter((r) => r.group === g.code).map((r) => r.visitType));
      bounds.set(g.code, { scope: await resolveDataScope(db, userId, g.code), types });
    }
  }
  return { userId, isAdmin: me?.isAdmin ?? false, lang, deptId: me?.deptId ?? null, grants, bounds, heldRoleIds };
}

/** Answers 403 with `key`, after recording the refused attempt (actor, target) in the audit log. */
export async function refuse(
  db: Db,
  req: FastifyRequest,
  key: MessageKey,
  params: Record<string, string | number>,
  target: unknown,
): Promise<never> {
  const lang = langOf(req.headers['accept-language']);
  await recordAudit(db, req, { outcome: 'failure', detail: t(lang, key, params), after: { refused: key, target } });
  throw new ApiError(403, 403, key, params);
}

// ---- Roles: what a role holds, and whether it lies within the granter's own permissions ----

export interface Authority {
  menuIds: number[];
  appIds: number[];
  apis: string[];
  dataScopes: Array<{ dataGroup: string; visitType: number; deptIds: number[] }>;
}

async function authorities(db: DbOrTx, roleIds: number[]): Promise<Map<number, Authority>> {
  const out = new Map<number, Authority>(roleIds.map((id) => [id, { menuIds: [], appIds: [], apis: [], dataScopes: [] }]));
  if (!roleIds.length) return out;
  for (const r of await db.select().from(roleMenus).where(inArray(roleMenus.roleId, roleIds))) out.get(r.roleId)!.menuIds.push(r.menuId);
  for (const r of await db.select().from(roleApps).where(inArray(roleApps.roleId, roleIds))) out.get(r.roleId)!.appIds.push(r.appId);
  for (const r of await db.select().from(roleApis).where(inArray(roleApis.roleId, roleIds))) out.get(r.roleId)!.apis.push(r.operationId);
  for (const r of await db.select().from(roleDataScopes).where(inArray(roleDataScopes.roleId, roleIds)))
    out.get(r.roleId)!.dataScopes.push(r);
  return out;
}

const VISIT_KEY: Record<number, MessageKey> = {
  [VISIT_TYPE.all]: 'visitAll',
  [VISIT_TYPE.ownRecords]: 'visitOwnRecords',
  [VISIT_TYPE.ownDept]: 'visitOwnDept',
  [VISIT_TYPE.ownDeptAndBelow]: 'visitOwnDeptAndBelow',
  [VISIT_TYPE.customDepts]: 'visitCustomDepts',
};

/** Whether a rule of `visitType` (over `deptIds`) is no wider than the granter's own for its group. */
function ruleWithin(bound: GroupBound | undefined, visitType: number, deptIds: number[]): boolean {
  if (!bound || bound.scope.all) return true;
  const scope = bound.scope;
  switch (visitType) {
    case VISIT_TYPE.ownRecords:
      return true;
    case VISIT_TYPE.ownDept:
      return bound.types.has(VISIT_TYPE.ownDept) || bound.types.has(VISIT_TYPE.ownDeptAndBelow);
    case VISIT_TYPE.ownDeptAndBelow:
      return bound.types.has(VISIT_TYPE.ownDeptAndBelow);
    case VISIT_TYPE.customDepts:
      return deptIds.every((id) => scope.deptIds.includes(id));
    default:
      return false; // all
  }
}

/** The first thing `authority` holds that the granter does not, named in their language; undefined when none. */
async function firstBeyond(db: DbOrTx, granter: Granter, authority: Authority): Promise<string | undefined> {
  if (granter.isAdmin) return undefined;
  const lang = granter.lang;
  const menuId = authority.menuIds.find((id) => !granter.grants.menuIds.has(id));
  if (menuId !== undefined) {
    const [m] = await db.select({ name: menus.name, i18n: menus.i18nNames }).from(menus).where(eq(menus.id, menuId)).limit(1);
    return m ? (m.i18n[lang] ?? m.name) : `#${menuId}`;
  }
  const appId = authority.appIds.find((id) => !granter.grants.appIds.has(id));
  if (appId !== undefined) {
    const [a] = await db.select({ name: apps.name, i18n: apps.i18nNames }).from(apps).where(eq(apps.id, appId)).limit(1);
    return a ? (a.i18n[lang] ?? a.name) : `#${appId}`;
  }
  const api = authority.apis.find((code) => !granter.grants.operationIds.has(code));
  if (api !== undefined) return t(lang, 'whatInterface', { code: api });
  const dataScope = (group: string, visitType: number) =>
    t(lang, 'whatDataScope', { group: dataGroupOf(group)?.i18nNames[lang] ?? group, visit: t(lang, VISIT_KEY[visitType] ?? 'visitAll') });
  for (const rule of authority.dataScopes) {
    if (!ruleWithin(granter.bounds.get(rule.dataGroup), rule.visitType, rule.deptIds)) return dataScope(rule.dataGroup, rule.visitType);
  }
  // A role that opens a scoped group's page without a rule for it shows every record there.
  const groupMenus = await db
    .select({ id: menus.id, code: menus.code })
    .from(menus)
    .where(
      inArray(
        menus.code,
        DATA_GROUPS.map((g) => g.code),
      ),
    );
  for (const m of groupMenus) {
    const bound = granter.bounds.get(m.code);
    if (bound && !bound.scope.all && authority.menuIds.includes(m.id) && !authority.dataScopes.some((r) => r.dataGroup === m.code)) {
      return dataScope(m.code, VISIT_TYPE.all);
    }
  }
  return undefined;
}

/** For each role, its name and the first thing it holds beyond the granter's own (undefined: none). */
async function beyondOf(db: DbOrTx, granter: Granter, roleIds: number[]): Promise<Map<number, { name: string; what?: string }>> {
  const out = new Map<number, { name: string; what?: string }>();
  if (!roleIds.length) return out;
  const [all, names] = await Promise.all([
    authorities(db, roleIds),
    db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds)),
  ]);
  for (const { id, name } of names) out.set(id, { name, what: await firstBeyond(db, granter, all.get(id)!) });
  return out;
}

/** For each role, why the granter may not grant it (in their language), or undefined when they may. */
export async function grantRefusals(db: DbOrTx, granter: Granter, roleIds: number[]): Promise<Map<number, string | undefined>> {
  const out = new Map<number, string | undefined>();
  if (granter.isAdmin) return out;
  for (const [id, { name, what }] of await beyondOf(db, granter, roleIds))
    out.set(id, what === undefined ? undefined : t(granter.lang, 'grantBeyondOwn', { role: name, what }));
  return out;
}

/** Refuses unless every role of `roleIds` lies within the granter's own permissions. */
export async function assertGrantable(db: Db, req: FastifyRequest, granter: Granter, roleIds: number[], target: unknown): Promise<void> {
  if (granter.isAdmin || !roleIds.length) return;
  const ids = [...new Set(roleIds)];
  const authority = await authorities(db, ids);
  const names = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, ids));
  for (const { id, name } of names) {
    const what = await firstBeyond(db, granter, authority.get(id)!);
    if (what !== undefined) await refuse(db, req, 'grantBeyondOwn', { role: name, what }, { ...asObject(target), roleId: id, role: name });
  }
}

const asObject = (target: unknown) => (target && typeof target === 'object' ? target : { target });

/** Roles that change between `before` and `after` (added or removed). */
const changed = (before: number[], after: number[]) => {
  const a = new Set(after);
  const b = new Set(before);
  return [...a].filter((id) => !b.has(id)).concat([...b].filter((id) => !a.has(id)));
};

/**
 * A change of one user's direct roles from `before` to `after`: never one's own (non-admins),
 * and every added or removed role grantable.
 */
export async function assertRoleChange(db: Db, req: FastifyRequest, granter: Granter, userId: number, before: number[], after: number[]) {
  if (granter.isAdmin) return;
  const diff = changed(before, after);
  if (!diff.length) return;
  if (userId === granter.userId) await refuse(db, req, 'ownRoles', {}, { userId, roleIds: after });
  await assertGrantable(db, req, granter, diff, { userId });
}

/** A change of a department's default roles: never one's own department's, every changed role grantable, the department in scope. */
export async function assertDeptRoleChange(
  db: Db,
  req: FastifyRequest,
  granter: Granter,
  deptId: number,
  before: number[],
  after: number[],
) {
  if (granter.isAdmin) return;
  const diff = changed(before, after);
  if (!diff.length) return;
  if (deptId === granter.deptId) await refuse(db, req, 'ownDeptRoles', {}, { deptId, roleIds: after });
  await assertDeptInScope(db, req, granter, deptId);
  await assertGrantable(db, req, granter, diff, { deptId });
}

/**
 * A change of the role itself (its authority, name, status, deletion): not a role the caller
 * holds, and only a role they could grant; `next`, when given, is the authority it would hold.
 */
export async function assertRoleChangeable(db: Db, req: FastifyRequest, granter: Granter, roleId: number, next?: Authority): Promise<void> {
  if (granter.isAdmin) return;
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role) return;
  const target = { roleId, role: role.name };
  if (granter.heldRoleIds.has(roleId)) await refuse(db, req, 'ownRole', { role: role.name }, target);
  const current = await firstBeyond(db, granter, (await authorities(db, [roleId])).get(roleId)!);
  if (current !== undefined) await refuse(db, req, 'roleBeyondOwn', { role: role.name, what: current }, target);
  const wanted = next && (await firstBeyond(db, granter, next));
  if (wanted) await refuse(db, req, 'authorityBeyondOwn', { role: role.name, what: wanted }, target);
}

// ---- Accounts and departments: administrators and the data scope ----

/** Whether department `deptId` (null: none, or the top level) lies in the caller's `user` scope. */
export function deptInScope(granter: Granter, deptId: number | null): boolean {
  const scope = granter.bounds.get('user')?.scope;
  if (!scope || scope.all) return true;
  return deptId !== null && scope.deptIds.includes(deptId);
}

/** Refuses a department outside the caller's scope; `topLevel` names what null means (a parent). */
export async function assertDeptInScope(db: Db, req: FastifyRequest, granter: Granter, deptId: number | null, topLevel = false) {
  if (deptInScope(granter, deptId)) return;
  if (deptId === null) await refuse(db, req, topLevel ? 'topLevelOutOfScope' : 'noDeptOutOfScope', {}, { deptId });
  const [d] = await db.select({ name: departments.name }).from(departments).where(eq(departments.id, deptId!)).limit(1);
  await refuse(db, req, 'deptOutOfScope', { dept: d?.name ?? `#${deptId}` }, { deptId });
}

/** A user placed into department `deptId` (created, moved, imported): the department in scope, its default roles grantable. */
export async function assertPlacement(db: Db, req: FastifyRequest, granter: Granter, deptId: number | null, target: unknown) {
  if (granter.isAdmin) return;
  await assertDeptInScope(db, req, granter, deptId);
  if (deptId === null) return;
  const defaults = await db.select({ id: deptRoles.roleId }).from(deptRoles).where(eq(deptRoles.deptId, deptId));
  await assertGrantable(
    db,
    req,
    granter,
    defaults.map((d) => d.id),
    target,
  );
}

/** Why the granter may not change `user` at all, in their language; undefined when they may. */
export function accountRefusal(granter: Granter, user: { username: string; isAdmin: boolean }): string | undefined {
  return !granter.isAdmin && user.isAdmin ? t(granter.lang, 'adminOnlyByAdmin', { username: user.username }) : undefined;
}

/** Why the granter may not change the roles or department of `userId`; undefined when they may. */
export function ownRolesRefusal(granter: Granter, userId: number): string | undefined {
  return !granter.isAdmin && userId === granter.userId ? t(granter.lang, 'ownRoles') : undefined;
}

/**
 * Every write on existing accounts (edit, status, delete, reset, unlock, role binding) calls this
 * first: no administrator for a non-administrator, and (`inScope`) only accounts inside the scope.
 */
export async function assertAccountsChangeable(db: Db, req: FastifyRequest, granter: Granter, ids: number[]): Promise<void> {
  if (granter.isAdmin || !ids.length) return;
  const targets = await db
    .select({ id: users.id, username: users.username, isAdmin: users.isAdmin, deptId: users.deptId })
    .from(users)
    .where(inArray(users.id, ids));
  const admin = targets.find((u) => u.isAdmin);
  if (admin) await refuse(db, req, 'adminOnlyByAdmin', { username: admin.username }, { userId: admin.id, username: admin.username });
  const scope = granter.bounds.get('user')?.scope;
  const outside = targets.find(
    (u) => !deptInScope(granter, u.deptId) && !(scope && !scope.all && scope.ownRecords && u.id === granter.userId),
  );
  if (outside) await refuse(db, req, 'userOutOfScope', { username: outside.username }, { userId: outside.id, username: outside.username });
}

// ---- Applications handed out directly (application management's distribution) ----

export interface Distribution {
  roleIds: number[];
  deptIds: number[];
  userIds: number[];
}

/**
 * A change of who holds application `appId` directly: a non-administrator hands out only an
 * application they hold themselves, and every role, department and account that gains or loses
 * it must be one they may change (not a role they hold, a department inside their scope, an
 * account that is no administrator and inside their scope).
 */
export async function assertDistribution(
  db: Db,
  req: FastifyRequest,
  granter: Granter,
  appId: number,
  before: Distribution,
  after: Distribution,
): Promise<void> {
  if (granter.isAdmin) return;
  if (!granter.grants.appIds.has(appId)) {
    const [a] = await db.select({ name: apps.name, i18n: apps.i18nNames }).from(apps).where(eq(apps.id, appId)).limit(1);
    await refuse(db, req, 'grantAppBeyondOwn', { app: a ? (a.i18n[granter.lang] ?? a.name) : `#${appId}` }, { appId });
  }
  for (const roleId of changed(before.roleIds, after.roleIds)) await assertRoleChangeable(db, req, granter, roleId);
  for (const deptId of changed(before.deptIds, after.deptIds)) await assertDeptInScope(db, req, granter, deptId);
  await assertAccountsChangeable(db, req, granter, changed(before.userIds, after.userIds));
}

// ---- The same rules as reasons, per item, for the portal to show before a write ----

/** Why the granter may not grant (`grantRefusal`) or change (`changeRefusal`) each role; absent when they may. */
export async function roleRefusals(
  db: DbOrTx,
  granter: Granter,
  roleIds: number[],
): Promise<Map<number, { grantRefusal?: string; changeRefusal?: string }>> {
  const out = new Map<number, { grantRefusal?: string; changeRefusal?: string }>();
  if (granter.isAdmin) return out;
  for (const [id, { name, what }] of await beyondOf(db, granter, roleIds)) {
    const grantRefusal = what === undefined ? undefined : t(granter.lang, 'grantBeyondOwn', { role: name, what });
    const changeRefusal = granter.heldRoleIds.has(id)
      ? t(granter.lang, 'ownRole', { role: name })
      : what === undefined
        ? undefined
        : t(granter.lang, 'roleBeyondOwn', { role: name, what });
    out.set(id, { ...(grantRefusal ? { grantRefusal } : {}), ...(changeRefusal ? { changeRefusal } : {}) });
  }
  return out;
}

/** Why the granter may not change department `dept` or place anything in it (outside their scope). */
export function deptScopeRefusal(granter: Granter, dept: { id: number; name: string }): string | undefined {
  return deptInScope(granter, dept.id) ? undefined : t(granter.lang, 'deptOutOfScope', { dept: dept.name });
}

/** Why the granter may not change the default roles of `dept` (their own department, or outside their scope). */
export function deptDefaultRolesRefusal(granter: Granter, dept: { id: number; name: string }): string | undefined {
  if (granter.isAdmin) return undefined;
  return dept.id === granter.deptId ? t(granter.lang, 'ownDeptRoles') : deptScopeRefusal(granter, dept);
}

export interface DeptRefusals {
  scopeRefusal?: string;
  defaultRolesRefusal?: string;
  placementRefusal?: string;
}

/**
 * Each department with what the granter may not do there: change it (`scopeRefusal`), change its
 * default roles (`defaultRolesRefusal`), place a user in it (`placementRefusal`: outside the scope,
 * or a default role they may not grant, as assertPlacement refuses).
 */
export async function withDeptRefusals<D extends { id: number; name: string; roleIds: number[] }>(
  db: DbOrTx,
  granter: Granter,
  depts: D[],
): Promise<Array<D & DeptRefusals>> {
  if (granter.isAdmin) return depts;
  const roleReasons = await grantRefusals(db, granter, [...new Set(depts.flatMap((d) => d.roleIds))]);
  return depts.map((d) => {
    const scopeRefusal = deptScopeRefusal(granter, d);
    const defaultRolesRefusal = deptDefaultRolesRefusal(granter, d);
    const placementRefusal = scopeRefusal ?? d.roleIds.map((id) => roleReasons.get(id)).find((r) => r !== undefined);
    return {
      ...d,
      ...(scopeRefusal ? { scopeRefusal } : {}),
      ...(defaultRolesRefusal ? { defaultRolesRefusal } : {}),
      ...(placementRefusal ? { placementRefusal } : {}),
    };
  });
}

/** Why the granter may not bind or unbind account `user` to a role: an administrator, or their own. */
export function bindingRefusal(granter: Granter, user: { id: number; username: string; isAdmin: boolean }): string | undefined {
  return accountRefusal(granter, user) ?? ownRolesRefusal(granter, user.id);
}

/** Each account with `changeRefusal` when the granter may not bind it (`isAdmin` is read, then left out). */
export function withBindingRefusals<U extends { id: number; username: string; isAdmin: boolean }>(granter: Granter, rows: U[]) {
  return rows.map(({ isAdmin, ...u }) => {
    const changeRefusal = bindingRefusal(granter, { ...u, isAdmin });
    return changeRefusal ? { ...u, changeRefusal } : u;
  });
}
