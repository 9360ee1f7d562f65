// The pickers' lists (openapi/system/options.yaml): departments, roles and users, one operation
// each for every page that picks one (`x-permission` names them). Every item carries the reason a
// delegate may not take it, from the same rules that refuse the write (server/auth/grant-bounds.ts):
// a department's scope, default-roles and placement refusals, a role's grant refusal, and an
// account's binding refusal (an administrator, or their own).
import { ok } from '../../../contract/envelope.ts';
import { authOf, requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import { granterOf, withBindingRefusals, withDeptRefusals } from '../../../auth/grant-bounds.ts';
import { departmentList } from '../organization/organization-queries.ts';
import { roleOptions, userOptions } from './options-queries.ts';
import { withShownRealName } from '../users/real-name.ts';

export function optionsService({ db }: ServiceContext) {
  return {
    async listDepartmentOptions(req) {
      return ok(await withDeptRefusals(db, await granterOf(db, req), await departmentList(db)));
    },
    async listRoleOptions(req) {
      return ok(await roleOptions(db, await granterOf(db, req)));
    },
    async listUserOptions(req) {
      const lang = requestLang(req);
      const rows = (await userOptions(db, authOf(req).userId, req.query)).map((r) => withShownRealName(r, lang));
      return ok(withBindingRefusals(await granterOf(db, req), rows));
    },
  } satisfies Partial<SystemHandlers>;
}
