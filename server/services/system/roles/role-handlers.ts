// Roles: list, edit, enable/disable, delete, and bindings to users and departments (the users
// shown and bound are limited by the viewer's data scope over users). A non-administrator binds
// or changes only roles within their own permissions, never their own or an administrator's
// (server/auth/grant-bounds.ts); roles, bound users and departments carry the reason the caller
// may not change them, so the pages disable those actions up front.
// Every change to a role or its bindings goes through role-queries.ts, which drops the cached
// grants of server/auth/permissions.ts (invalidate 'permissions') in the same transaction; a new
// role is held by no one, so creating one drops nothing.
import { audited } from '../../../audit/audit.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { authOf, requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/open.ts';
import {
  assertAccountsChangeable,
  assertDeptRoleChange,
  assertGrantable,
  assertRoleChangeable,
  withBindingRefusals,
  deptDefaultRolesRefusal,
  granterOf,
  ownRolesRefusal,
  refuse,
  roleRefusals,
} from '../../../auth/grant-bounds.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import {
  clashingRole,
  countDepartments,
  countVisibleUsers,
  deleteRoleRow,
  insertRole,
  pageOfRoleUsers,
  pageOfRoles,
  roleById,
  roleDepartments,
  roleUsage,
  setRoleDepartments,
  setRoleUsers,
  updateRoleRow,
} from './role-queries.ts';
import { clashesByName, namesAfterRename, roleValue, type RoleInput } from './role-rules.ts';

export async function existingRole(db: DbOrTx, id: number) {
  const role = await roleById(db, id);
  if (!role) throw new ApiError(404, 404, 'recordNotFound');
  return role;
}

/** Trimmed values; refuses a name or code another role already has (by name: case-insensitive). */
async function checkedInput(db: DbOrTx, body: RoleInput, exceptId?: number) {
  const value = roleValue(body);
  const clash = await clashingRole(db, value.name, value.code, exceptId);
  if (clash && clashesByName(clash, value)) throw new ApiError(400, 400, 'roleNameTaken', { name: value.name });
  if (clash) throw new ApiError(400, 400, 'roleCodeTaken', { code: value.code });
  return value;
}

/** Roles with what the caller may not do with them (grant-bounds.ts), for the pages to disable with the reason. */
async function withRoleRefusals<R extends { id: number }>(db: Db, req: FastifyRequest, rows: R[]) {
  const refusals = await roleRefusals(
    db,
    await granterOf(db, req),
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...refusals.get(r.id) }));
}

export function roleService({ db }: ServiceContext) {
  return {
    async listRoles(req) {
      const page = await pageOfRoles(db, req.query);
      return ok({ ...page, records: await withRoleRefusals(db, req, page.records) });
    },
    async getRole(req) {
      return ok((await withRoleRefusals(db, req, [await existingRole(db, req.query.id)]))[0]!);
    },
    async createRole(req) {
      const value = await checkedInput(db, req.body);
      return ok(
        await audited(db, req, { module: 'role', action: 'create' }, async (tx, audit) => {
          const created = (await roleById(tx, await insertRole(tx, value)))!;
          audit.after = created;
          return created;
        }),
      );
    },
    async updateRole(req) {
      const before = await existingRole(db, req.body.id);
      await assertRoleChangeable(db, req, await granterOf(db, req), before.id);
      const value = await checkedInput(db, req.body, before.id);
      return ok(
        await audited(db, req, { module: 'role', action: 'update' }, async (tx, audit) => {
          await updateRoleRow(tx, before.id, { ...value, ...namesAfterRename(before, value) });
          const after = (await roleById(tx, before.id))!;
          Object.assign(audit, { before, after });
          return after;
        }),
      );
    },
    async setRoleStatus(req) {
      const before = await existingRole(db, req.body.id);
      await assertRoleChangeable(db, req, await granterOf(db, req), before.id);
      await audited(db, req, { module: 'role', action: req.body.status === 1 ? 'enable' : 'disable' }, async (tx, audit) => {
        await updateRoleRow(tx, before.id, { status: req.body.status });
        Object.assign(audit, {
          before: { id: before.id, name: before.name, status: before.status },
          after: { id: before.id, name: before.name, status: req.body.status },
        });
      });
      return ok(true);
    },
    async getRoleUsage(req) {
      await existingRole(db, req.query.id);
      return ok(await roleUsage(db, req.query.id));
    },
    async deleteRole(req) {
      const before = await existingRole(db, req.body.id);
      await assertRoleChangeable(db, req, await granterOf(db, req), before.id);
      return ok(
        await audited(db, req, { module: 'role', action: 'delete' }, async (tx, audit) => {
          const usage = await roleUsage(tx, before.id);
          await deleteRoleRow(tx, before.id);
          Object.assign(audit, { before: { ...before, ...usage }, detail: `users ${usage.users}, departments ${usage.departments}` });
          return usage;
        }),
      );
    },
    async listRoleUsers(req) {
      await existingRole(db, req.query.roleId);
      const page = await pageOfRoleUsers(db, authOf(req).userId, req.query.roleId, req.query, requestLang(req));
      return ok({ ...page, records: withBindingRefusals(await granterOf(db, req), page.records) });
    },
    async bindRoleUsers(req) {
      const { roleId, bound } = req.body;
      const role = await existingRole(db, roleId);
      const userIds = [...new Set(req.body.userIds)];
      if ((await countVisibleUsers(db, authOf(req).userId, userIds)) !== userIds.length) throw new ApiError(400, 400, 'unknownUsers');
      const granter = await granterOf(db, req);
      await assertAccountsChangeable(db, req, granter, userIds);
      const target = { roleId, role: role.name, userIds };
      if (userIds.some((id) => ownRolesRefusal(granter, id))) await refuse(db, req, 'ownRoles', {}, target);
      await assertGrantable(db, req, granter, [roleId], target);
      await audited(db, req, { module: 'role', action: bound ? 'bind-users' : 'unbind-users' }, async (tx, audit) => {
        await setRoleUsers(tx, roleId, userIds, bound);
        audit.after = { roleId, roleName: role.name, userIds, bound };
      });
      return ok(true);
    },
    async listRoleDepartments(req) {
      await existingRole(db, req.query.roleId);
      const granter = await granterOf(db, req);
      return ok(
        (await roleDepartments(db, req.query.roleId)).map((d) => {
          const changeRefusal = deptDefaultRolesRefusal(granter, d);
          return changeRefusal ? { ...d, changeRefusal } : d;
        }),
      );
    },
    async bindRoleDepartments(req) {
      const { roleId, bound } = req.body;
      const role = await existingRole(db, roleId);
      const deptIds = [...new Set(req.body.deptIds)];
      if ((await countDepartments(db, deptIds)) !== deptIds.length) throw new ApiError(400, 400, 'unknownDepartments');
      const granter = await granterOf(db, req);
      for (const deptId of deptIds) {
        const held = bound ? [] : [roleId];
        await assertDeptRoleChange(db, req, granter, deptId, held, bound ? [roleId] : []);
      }
      await audited(db, req, { module: 'role', action: bound ? 'bind-departments' : 'unbind-departments' }, async (tx, audit) => {
        await setRoleDepartments(tx, roleId, deptIds, bound);
        audit.after = { roleId, roleName: role.name, deptIds, bound };
      });
      return ok(true);
    },
  } satisfies Partial<SystemHandlers>;
}
