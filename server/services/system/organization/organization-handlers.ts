// The organisation area (menu `organization`, openapi/system/organization.yaml, paths /system/dept/*):
// the departments' tree, add, edit, move, delete, default roles.
// A department's default roles are held by its users through permissions.ts
// (effectiveRoleIdsSql), so adding or removing one changes their grants at once; a role a user
// also holds directly stays, because that grant is a separate row. Departments are written only
// inside the caller's data scope, and default roles only within their own permissions
// (server/auth/grant-bounds.ts).
import { audited } from '../../../audit/audit.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import { assertDeptExists, assertRolesExist } from '../users/user-writes.ts';
import {
  deleteDepartmentRow,
  departmentDependents,
  findDepartment,
  insertDepartment,
  isSelfOrDescendant,
  moveDepartmentRow,
  setDefaultRoles,
  updateDepartmentRow,
} from './organization-queries.ts';
import { assertDeptInScope, assertDeptRoleChange, assertGrantable, granterOf } from '../../../auth/grant-bounds.ts';
import { assertDictKey } from '../dictionaries/dict-keys.ts';

const DEPT_TYPES = 'department-type';

export function organizationService({ db }: ServiceContext) {
  async function mustFind(id: number) {
    const dept = await findDepartment(db, id);
    if (!dept) throw new ApiError(404, 404, 'recordNotFound');
    return dept;
  }

  return {
    async createDepartment(req) {
      const body = req.body;
      await assertDeptExists(db, body.parentId);
      await assertRolesExist(db, body.roleIds);
      await assertDictKey(db, requestLang(req), DEPT_TYPES, body.type);
      const granter = await granterOf(db, req);
      await assertDeptInScope(db, req, granter, body.parentId ?? null, true);
      await assertGrantable(db, req, granter, body.roleIds ?? [], { dept: body.name });
      const id = await audited(db, req, { module: 'dept', action: 'create' }, async (tx, audit) => {
        const row = await insertDepartment(tx, { ...body, parentId: body.parentId ?? null });
        await setDefaultRoles(tx, row.id, body.roleIds ?? []);
        audit.after = { ...row, roleIds: body.roleIds ?? [] };
        return row.id;
      });
      return ok(await mustFind(id));
    },
    async updateDepartment(req) {
      const body = req.body;
      const before = await mustFind(body.id);
      await assertRolesExist(db, body.roleIds);
      await assertDictKey(db, requestLang(req), DEPT_TYPES, body.type, before.type);
      const granter = await granterOf(db, req);
      await assertDeptInScope(db, req, granter, before.id);
      if (body.roleIds) await assertDeptRoleChange(db, req, granter, before.id, before.roleIds, body.roleIds);
      await audited(db, req, { module: 'dept', action: 'update' }, async (tx, audit) => {
        const row = await updateDepartmentRow(tx, body.id, body);
        if (body.roleIds) await setDefaultRoles(tx, body.id, body.roleIds);
        audit.before = before;
        audit.after = { ...row, roleIds: body.roleIds ?? before.roleIds };
      });
      return ok(await mustFind(body.id));
    },
    async moveDepartment(req) {
      const { id, parentId } = req.body;
      const before = await mustFind(id);
      const granter = await granterOf(db, req);
      await assertDeptInScope(db, req, granter, id);
      await assertDeptInScope(db, req, granter, parentId, true);
      if (parentId !== null) {
        await assertDeptExists(db, parentId);
        if (await isSelfOrDescendant(db, id, parentId)) throw new ApiError(400, 400, 'deptCycle');
      }
      await audited(db, req, { module: 'dept', action: 'move' }, async (tx, audit) => {
        await moveDepartmentRow(tx, id, parentId);
        audit.before = { id, parentId: before.parentId };
        audit.after = { id, parentId };
      });
      return ok(await mustFind(id));
    },
    async deleteDepartment(req) {
      const dept = await mustFind(req.body.id);
      await assertDeptInScope(db, req, await granterOf(db, req), dept.id);
      const { children, members } = await departmentDependents(db, dept.id);
      if (children > 0) throw new ApiError(409, 409, 'deptHasChildren', { count: children });
      if (members > 0) throw new ApiError(409, 409, 'deptHasUsers', { count: members });
      // A user or child added meanwhile still cannot slip through: the foreign keys restrict.
      await audited(db, req, { module: 'dept', action: 'delete' }, async (tx, audit) => {
        await deleteDepartmentRow(tx, dept.id);
        audit.before = dept;
      });
      return ok(true);
    },
  } satisfies Partial<SystemHandlers>;
}
