// Menu management (openapi/system/menu-admin.yaml): the whole tree of one application, create,
// edit, move and delete. Names are unique within an application ("Duplicate menu name"), codes
// too (button codes are permission codes); links leave only as http(s) or relative paths.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { menus } from '../../../db/schema.ts';
import type { components } from '../../../gen/arcana-system.ts';
import { MONITOR_MENUS, SYSTEM_MANAGE_MENUS, SYSTEM_MANAGE_APP_CODE, MONITOR_APP_CODE } from '../../../db/builtin-menus.ts';
import { audited, type DbOrTx } from '../../../audit/audit.ts';
import { ApiError, ok } from '../../../http/envelope.ts';
import type { ServiceContext, SystemHandlers } from '../../context.ts';
import { buildMenuTree } from '../menus.ts';
import { isSafeLink } from './menu-links.ts';
import { invalidate } from '../../../cache/invalidate.ts';

type MenuForm = components['schemas']['MenuForm'];
type MenuRow = typeof menus.$inferSelect;

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

/** Ids of `id` and every entry under it. */
async function subtreeIds(db: DbOrTx, appCode: string, id: number): Promise<number[]> {
  const rows = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus).where(eq(menus.appCode, appCode));
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parentId === out[i]) out.push(r.id);
  return out;
}

/** The parent must be a menu (not a button) of the same application, outside the moved subtree. */
async function checkParent(db: DbOrTx, appCode: string, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  const [parent] = await db.select().from(menus).where(eq(menus.id, parentId)).limit(1);
  const inside = selfId !== undefined && (await subtreeIds(db, appCode, selfId)).includes(parentId);
  if (!parent || parent.appCode !== appCode || parent.category !== 1 || inside) throw new ApiError(400, 400, 'menuParentInvalid');
}

async function checkUnique(db: DbOrTx, values: { appCode: string; name: string; code: string }, exceptId?: number) {
  const others = exceptId === undefined ? undefined : ne(menus.id, exceptId);
  const sameName = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.appCode, values.appCode), sql`lower(${menus.name}) = lower(${values.name})`, others))
    .limit(1);
  if (sameName.length) throw new ApiError(400, 400, 'menuNameDuplicate');
  const sameCode = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.appCode, values.appCode), eq(menus.code, values.code), others))
    .limit(1);
  if (sameCode.length) throw new ApiError(400, 400, 'menuCodeDuplicate');
}

const toEntry = ({ appCode: _a, ...row }: MenuRow) => ({
  ...row,
  type: row.type as 'menu' | 'button' | 'external',
  category: row.category as 1 | 2,
});

export function menuAdminService({ db }: ServiceContext) {
  return {
    async getMenuTree(req) {
      const rows = await db.select().from(menus).where(eq(menus.appCode, req.query.appCode)).orderBy(asc(menus.sort), asc(menus.id));
      return ok(buildMenuTree(rows));
    },

    async createMenu(req) {
      const values = columnsOf(req.body);
      const row = await audited(db, req, { module: 'menu', action: 'create', app: values.appCode }, async (tx, audit) => {
        await checkParent(tx, values.appCode, values.parentId);
        await checkUnique(tx, values);
        await invalidate(tx, 'menus');
        const [created] = await tx.insert(menus).values(values).returning();
        audit.after = created;
        return created!;
      });
      return ok({ ...toEntry(row), children: [] });
    },

    async updateMenu(req) {
      const id = req.body.id;
      if (!id) throw missing();
      const values = columnsOf(req.body);
      const row = await audited(db, req, { module: 'menu', action: 'update', app: values.appCode }, async (tx, audit) => {
        const [before] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
        if (!before || before.appCode !== values.appCode) throw missing();
        // A built-in entry keeps its code: the server's permission checks name it.
        if (isBuiltIn(before)) values.code = before.code;
        await checkParent(tx, values.appCode, values.parentId, id);
        await checkUnique(tx, values, id);
        await invalidate(tx, 'menus');
        const [after] = await tx.update(menus).set(values).where(eq(menus.id, id)).returning();
        audit.before = before;
        audit.after = after;
        return after!;
      });
      return ok({ ...toEntry(row), children: [] });
    },

    async moveMenu(req) {
      const { id, parentId, sort } = req.body;
      const row = await audited(db, req, { module: 'menu', action: 'move' }, async (tx, audit) => {
        const [before] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
        if (!before) throw missing();
        await checkParent(tx, before.appCode, parentId ?? null, id);
        await invalidate(tx, 'menus');
        const [after] = await tx
          .update(menus)
          .set({ parentId: parentId ?? null, ...(sort === undefined ? {} : { sort }) })
          .where(eq(menus.id, id))
          .returning();
        audit.before = { id, parentId: before.parentId, sort: before.sort };
        audit.after = { id, parentId: after!.parentId, sort: after!.sort };
        audit.app = before.appCode;
        return after!;
      });
      return ok({ ...toEntry(row), children: [] });
    },

    async removeMenu(req) {
      const { id } = req.query;
      const removed = await audited(db, req, { module: 'menu', action: 'delete' }, async (tx, audit) => {
        const [entry] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
        if (!entry) throw missing();
        const ids = await subtreeIds(tx, entry.appCode, id);
        const rows = await tx.select().from(menus).where(inArray(menus.id, ids));
        if (rows.some(isBuiltIn)) throw new ApiError(400, 400, 'menuBuiltIn');
        await invalidate(tx, 'menus');
        await tx.delete(menus).where(inArray(menus.id, ids));
        audit.before = rows;
        audit.app = entry.appCode;
        return ids.length;
      });
      return ok(removed);
    },
  } satisfies Partial<SystemHandlers>;
}
