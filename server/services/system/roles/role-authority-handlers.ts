// The authority editor of a role (spec sections 3 and 6): functional (menus, buttons and
// applications), data (a scope rule per data group) and interface (contract operations). A
// non-administrator gives a role only what they hold themselves (server/auth/grant-bounds.ts).
// Database calls in role-authority-queries.ts.
import { audited } from '../../../audit/audit.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { MONITOR_APP_CODE, SYSTEM_MANAGE_APP_CODE } from '../menus/builtin-menus.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { DATA_GROUPS, dataGroupOf } from '../../../auth/data-groups.ts';
import { VISIT_TYPE } from '../../../auth/data-scope.ts';
import { apiAreas, operationPaths } from '../../../auth/operation-catalog.ts';
import { requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import type { components } from '../../../gen/arcana-system.ts';
import { buildMenuTree, type MenuNode } from '../menus/menu-tree.ts';
import { existingRole } from './role-handlers.ts';
import { allExist, authorityOf, departmentRows, menusAndApps, replaceAuthority } from './role-authority-queries.ts';
import { assertRoleChangeable, deptDefaultRolesRefusal, deptScopeRefusal, granterOf } from '../../../auth/grant-bounds.ts';

type AuthorityNode = components['schemas']['AuthorityNode'];
type Rule = components['schemas']['DataScopeRule'];

const menuNode = (m: MenuNode): AuthorityNode => ({
  key: `menu:${m.id}`,
  kind: m.category === 2 ? 'button' : 'menu',
  id: m.id,
  code: m.code,
  name: m.name,
  i18nNames: m.i18nNames,
  children: m.children.map(menuNode),
});

/** System manage, monitor, then every application, each with its menu and button tree. */
async function functionalTree(db: DbOrTx): Promise<AuthorityNode[]> {
  const { allMenus, appRows } = await menusAndApps(db);
  const treeOf = (appCode: string) => buildMenuTree(allMenus.filter((m) => m.appCode === appCode)).map(menuNode);
  return [
    {
      key: `system:${SYSTEM_MANAGE_APP_CODE}`,
      kind: 'app',
      id: 0,
      code: SYSTEM_MANAGE_APP_CODE,
      name: 'System management',
      i18nNames: { en_US: 'System management', zh_CN: '系统管理' },
      children: treeOf(SYSTEM_MANAGE_APP_CODE),
    },
    {
      key: `system:${MONITOR_APP_CODE}`,
      kind: 'app',
      id: 0,
      code: MONITOR_APP_CODE,
      name: 'Monitor',
      i18nNames: { en_US: 'Monitor', zh_CN: '监控' },
      children: treeOf(MONITOR_APP_CODE),
    },
    ...appRows.map((a): AuthorityNode => ({
      key: `app:${a.id}`,
      kind: 'app',
      id: a.id,
      code: a.code,
      name: a.name,
      i18nNames: a.i18nNames,
      children: treeOf(a.code),
    })),
  ];
}

/** Spec section 5: a data item cannot be empty; plus known groups, items and departments. */
async function checkedRules(db: DbOrTx, rules: Rule[]): Promise<Array<Rule & { deptIds: number[] }>> {
  const byGroup = new Map<string, Rule & { deptIds: number[] }>();
  for (const rule of rules) {
    const group = dataGroupOf(rule.dataGroup);
    if (!group) throw new ApiError(400, 400, 'unknownDataGroup', { code: rule.dataGroup });
    if (!rule.dataItems.length) throw new ApiError(400, 400, 'dataItemEmpty');
    const unknown = rule.dataItems.find((i) => !group.items.some((g) => g.code === i));
    if (unknown !== undefined) throw new ApiError(400, 400, 'unknownDataItem', { code: unknown });
    const deptIds = rule.visitType === VISIT_TYPE.customDepts ? [...new Set(rule.deptIds ?? [])] : [];
    if (rule.visitType === VISIT_TYPE.customDepts && !deptIds.length) throw new ApiError(400, 400, 'customDeptsEmpty');
    if (!(await allExist(db, 'departments', deptIds))) throw new ApiError(400, 400, 'unknownDepartments');
    byGroup.set(rule.dataGroup, { ...rule, dataItems: [...new Set(rule.dataItems)], deptIds });
  }
  return [...byGroup.values()];
}

export function roleAuthorityService({ db }: ServiceContext) {
  return {
    async getRoleAuthorityOptions(req) {
      const granter = await granterOf(db, req);
      const depts = await departmentRows(db);
      return ok({
        functional: await functionalTree(db),
        dataGroups: DATA_GROUPS,
        // What the caller may not choose, with the reason (grant-bounds.ts): a custom-departments
        // rule reaches only inside their own scope; a role is bound only to a department they may change.
        departments: depts.map((d) => {
          const scopeRefusal = deptScopeRefusal(granter, d);
          const defaultRolesRefusal = deptDefaultRolesRefusal(granter, d);
          return { ...d, ...(scopeRefusal ? { scopeRefusal } : {}), ...(defaultRolesRefusal ? { defaultRolesRefusal } : {}) };
        }),
        apis: apiAreas(requestLang(req)),
      });
    },
    async getRoleAuthority(req) {
      await existingRole(db, req.query.id);
      return ok(await authorityOf(db, req.query.id));
    },
    async submitRoleAuthority(req) {
      const { roleId } = req.body;
      const role = await existingRole(db, roleId);
      const menuIds = [...new Set(req.body.menuIds)];
      const appIds = [...new Set(req.body.appIds)];
      const apis = [...new Set(req.body.apis)];
      if (!(await allExist(db, 'menus', menuIds))) throw new ApiError(400, 400, 'unknownMenus');
      if (!(await allExist(db, 'apps', appIds))) throw new ApiError(400, 400, 'unknownApps');
      const rules = await checkedRules(db, req.body.dataScopes);
      const known = operationPaths();
      const unknownApi = apis.find((code) => !known.has(code));
      if (unknownApi !== undefined) throw new ApiError(400, 400, 'unknownOperation', { code: unknownApi });
      await assertRoleChangeable(db, req, await granterOf(db, req), roleId, { menuIds, appIds, apis, dataScopes: rules });
      await audited(db, req, { module: 'role', action: 'authority' }, async (tx, audit) => {
        audit.before = { roleId, roleName: role.name, ...(await authorityOf(tx, roleId)) };
        await replaceAuthority(tx, roleId, { menuIds, appIds, apis, dataScopes: rules });
        audit.after = { roleId, roleName: role.name, ...(await authorityOf(tx, roleId)) };
      });
      return ok(true);
    },
  } satisfies Partial<SystemHandlers>;
}
