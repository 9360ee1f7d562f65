// Menu management (openapi/system/menus.yaml): the whole tree of one application, create,
// edit, move and delete. Names are unique within an application ("Duplicate menu name"), codes
// too (button codes are permission codes); links leave only as http(s) or relative paths.
// Database calls in menu-admin-queries.ts.
import type { components } from '../../../gen/arcana-system.ts';
import { MONITOR_MENUS, SYSTEM_MANAGE_MENUS, SYSTEM_MANAGE_APP_CODE, MONITOR_APP_CODE } from './builtin-menus.ts';
import { audited } from '../../../audit/audit.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import type { ServiceContext, SystemHandlers } from '../../context.ts';
import { buildMenuTree } from './menu-tree.ts';
import { isSafeLink } from './menu-links.ts';
import {
  appMenus,
  deleteMenus,
  insertMenu,
  lockMenu,
  menuById,
  menuClashes,
  menusByIds,
  subtreeIds,
  updateMenu,
  type MenuRow,
} from './menu-admin-queries.ts';

type MenuForm = components['schemas']['MenuForm'];

const BUILT_IN = new Set([...SYSTEM_MANAGE_MENUS, ...MONITOR_MENUS].flatMap((m) => [m.code, ...(m.buttons ?? []).map((b) => b[0])]));
const isBuiltIn = (row: MenuRow) => (row.appCode === SYSTEM_MANAGE_APP_CODE || row.appCode === MONITOR_APP_CODE) && BUILT_IN.has(row.code);

const missing = () => new ApiError(404, 404, 'menuMissing');

function columnsOf(body: MenuForm) {
  const name = body.name.trim();
  if (!name) throw new ApiError(400, 400, 'menuNameRequired');
  const path = body.path ?? '';
  const views = body.views ?? '';
  if (!isSafeLink(path) || !isSafeLink(views)) throw new ApiError(400, 400, 'menuUrlScheme');
  return {
    appCode: body.appCode,
    parentId: body.parentId ?? null,
    name,
    code: body.code,
    type: body.type,
    category: body.type === 'button' ? 2 : 1,
    path,
    views,
    component: body.component ?? '',
    source: body.source ?? '',
    sort: body.sort ?? 0,
    hidden: body.hidden ?? false,
    isOpen: body.isOpen ?? false,
    i18nNames: body.i18nNames ?? {},
  };
}

/** The parent must be a menu (not a button) of the same application, outside the moved subtree. */
async function checkParent(db: DbOrTx, appCode: string, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  const parent = await menuById(db, parentId);
  const inside = selfId !== undefined && (await subtreeIds(db, appCode, selfId)).includes(parentId);
  if (!parent || parent.appCode !== appCode || parent.category !== 1 || inside) throw new ApiError(400, 400, 'menuParentInvalid');
}

async function checkUnique(db: DbOrTx, values: { appCode: string; name: string; code: string }, exceptId?: number) {
  const clash = await menuClashes(db, values, exceptId);
  // The form shows each on its field (data.field).
  if (clash.name) throw new ApiError(400, 400, 'menuNameDuplicate', {}, { field: 'name' });
  if (clash.code) throw new ApiError(400, 400, 'menuCodeDuplicate', {}, { field: 'code' });
}

const toEntry = ({ appCode: _a, ...row }: MenuRow) => ({
  ...row,
  type: row.type as 'menu' | 'button' | 'external',
  category: row.category as 1 | 2,
});

export function menuAdminService({ db }: ServiceContext) {
  return {
    async getMenuTree(req) {
      const rows = await appMenus(db, req.query.appCode);
      return ok(buildMenuTree(rows));
    },

    async createMenu(req) {
      const values = columnsOf(req.body);
      const row = await audited(db, req, { module: 'menu', action: 'create', app: values.appCode }, async (tx, audit) => {
        await checkParent(tx, values.appCode, values.parentId);
        await checkUnique(tx, values);
        const created = await insertMenu(tx, values);
        audit.after = created;
        return created;
      });
      return ok({ ...toEntry(row), children: [] });
    },

    async updateMenu(req) {
      const id = req.body.id;
      if (!id) throw missing();
      const values = columnsOf(req.body);
      const row = await audited(db, req, { module: 'menu', action: 'update', app: values.appCode }, async (tx, audit) => {
        const before = await lockMenu(tx, id);
        if (!before || before.appCode !== values.appCode) throw missing();
        // A built-in entry keeps its code: the server's permission checks name it.
        if (isBuiltIn(before)) values.code = before.code;
        await checkParent(tx, values.appCode, values.parentId, id);
        await checkUnique(tx, values, id);
        const after = await updateMenu(tx, id, values);
        audit.before = before;
        audit.after = after;
        return after;
      });
      return ok({ ...toEntry(row), children: [] });
    },

    async moveMenu(req) {
      const { id, parentId, sort } = req.body;
      const row = await audited(db, req, { module: 'menu', action: 'move' }, async (tx, audit) => {
        const before = await lockMenu(tx, id);
        if (!before) throw missing();
        await checkParent(tx, before.appCode, parentId ?? null, id);
        const after = await updateMenu(tx, id, { parentId: parentId ?? null, ...(sort === undefined ? {} : { sort }) });
        audit.before = { id, parentId: before.parentId, sort: before.sort };
        audit.after = { id, parentId: after.parentId, sort: after.sort };
        audit.app = before.appCode;
        return after;
      });
      return ok({ ...toEntry(row), children: [] });
    },

    async removeMenu(req) {
      const { id } = req.query;
      const removed = await audited(db, req, { module: 'menu', action: 'delete' }, async (tx, audit) => {
        const entry = await lockMenu(tx, id);
        if (!entry) throw missing();
        const ids = await subtreeIds(tx, entry.appCode, id);
        const rows = await menusByIds(tx, ids);
        if (rows.some(isBuiltIn)) throw new ApiError(400, 400, 'menuBuiltIn');
        await deleteMenus(tx, ids);
        audit.before = rows;
        audit.app = entry.appCode;
        return ids.length;
      });
      return ok(removed);
    },
  } satisfies Partial<SystemHandlers>;
}
