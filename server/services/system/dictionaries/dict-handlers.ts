// Dictionaries: types and items (admin), and the read by code that the portal and applications
// use. The read is cached per code and the cache is dropped on every change.
import { audited } from '../../../audit/audit.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { pageWindow, toPage } from '../../../db/paging.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import type { Lang } from '../../../i18n/messages.ts';
import { requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import { enabledItems } from './dict-keys.ts';
import { invalidate } from '../../../cache/invalidate.ts';
import {
  childCount,
  countTypes,
  deleteItem,
  deleteType,
  insertItem,
  insertType,
  updateItem,
  updateType,
  itemById,
  itemKeyTaken,
  itemsOfType,
  pageOfTypes,
  typeByCode,
  typeById,
  typeFilters,
  type DictItemRow,
  type DictTypeRow,
} from './dict-queries.ts';

type Names = { en_US?: string; zh_CN?: string };
export interface DictOption {
  key: string;
  value: string;
  label: string;
  i18nNames: Names;
  children: DictOption[];
}

const notFound = () => new ApiError(404, 404, 'recordNotFound');

/** Items as a tree, children under their parent, each level in the order given. */
export function itemTree(items: DictItemRow[], lang: Lang): DictOption[] {
  const byParent = new Map<number | null, DictItemRow[]>();
  for (const item of items) byParent.set(item.parentId, [...(byParent.get(item.parentId) ?? []), item]);
  const build = (parentId: number | null): DictOption[] =>
    (byParent.get(parentId) ?? []).map((i) => ({
      key: i.key,
      value: i.value,
      label: i.i18nNames[lang] || i.value,
      i18nNames: i.i18nNames,
      children: build(i.id),
    }));
  return build(null);
}

const typeOut = (t: DictTypeRow, itemCount: number) => ({ ...t, itemCount });

async function assertParent(db: DbOrTx, typeId: number, parentId: number | null | undefined, selfId?: number) {
  if (parentId === null || parentId === undefined) return;
  const items = await itemsOfType(db, typeId);
  const parentOf = new Map(items.map((i) => [i.id, i.parentId]));
  if (!parentOf.has(parentId)) throw new ApiError(400, 400, 'dictParentInvalid');
  // Walking up from the new parent must not meet the item itself (no cycles).
  for (let at: number | null | undefined = parentId; at != null; at = parentOf.get(at)) {
    if (at === selfId) throw new ApiError(400, 400, 'dictParentInvalid');
  }
}

export function dictionaryService({ db }: ServiceContext) {
  const write = <T>(req: Parameters<typeof audited>[1], action: string, fn: Parameters<typeof audited<T>>[3]) =>
    audited(db, req, { module: 'dictionary', action }, async (tx, audit) => {
      const result = await fn(tx, audit);
      await invalidate(tx, 'dictionaries');
      return result;
    });

  return {
    async listDictTypes(req) {
      const w = pageWindow(req.query);
      const where = typeFilters(req.query);
      const rows = await pageOfTypes(db, where, w);
      return ok(
        await toPage(
          rows,
          w,
          (r) => typeOut(r.type, r.itemCount),
          () => countTypes(db, where),
        ),
      );
    },
    async getDictType(req) {
      const type = await typeById(db, req.query.id);
      if (!type) throw notFound();
      return ok(typeOut(type, (await itemsOfType(db, type.id)).length));
    },
    async addDictType(req) {
      const body = req.body;
      if (await typeByCode(db, body.code)) throw new ApiError(400, 400, 'dictCodeTaken', { code: body.code });
      return ok(
        await write(req, 'create-type', async (tx, audit) => {
          const row = await insertType(tx, {
            code: body.code,
            name: body.name.trim(),
            i18nNames: body.i18nNames ?? {},
            description: body.description ?? '',
            sort: body.sort ?? 0,
            status: body.status ?? 1,
          });
          audit.after = row;
          return typeOut(row, 0);
        }),
      );
    },
    async updateDictType(req) {
      const { id } = req.query;
      const body = req.body;
      const old = await typeById(db, id);
      if (!old) throw notFound();
      if (old.builtIn && body.code !== old.code) throw new ApiError(400, 400, 'dictBuiltIn');
      const other = await typeByCode(db, body.code);
      if (other && other.id !== id) throw new ApiError(400, 400, 'dictCodeTaken', { code: body.code });
      return ok(
        await write(req, 'update-type', async (tx, audit) => {
          const row = await updateType(tx, id, {
            code: body.code,
            name: body.name.trim(),
            i18nNames: body.i18nNames ?? old.i18nNames,
            description: body.description ?? old.description,
            sort: body.sort ?? old.sort,
            status: body.status ?? old.status,
          });
          Object.assign(audit, { before: old, after: row });
          return typeOut(row!, (await itemsOfType(tx, id)).length);
        }),
      );
    },
    async removeDictType(req) {
      const old = await typeById(db, req.query.id);
      if (!old) throw notFound();
      if (old.builtIn) throw new ApiError(400, 400, 'dictBuiltIn');
      await write(req, 'delete-type', async (tx, audit) => {
        audit.before = { ...old, items: await itemsOfType(tx, old.id) };
        await deleteType(tx, old.id);
      });
      return ok(true);
    },
    async setDictTypeStatus(req) {
      const { id, status } = req.query;
      const old = await typeById(db, id);
      if (!old) throw notFound();
      await write(req, status === 1 ? 'enable-type' : 'disable-type', async (tx, audit) => {
        await updateType(tx, id, { status });
        Object.assign(audit, { before: { id, code: old.code, status: old.status }, after: { id, code: old.code, status } });
      });
      return ok(true);
    },
    async listDictItems(req) {
      return ok(await itemsOfType(db, req.query.typeId));
    },
    async addDictItem(req) {
      const body = req.body;
      if (!(await typeById(db, body.typeId))) throw notFound();
      if (await itemKeyTaken(db, body.typeId, body.key)) throw new ApiError(400, 400, 'dictKeyTaken', { key: body.key });
      await assertParent(db, body.typeId, body.parentId);
      return ok(
        await write(req, 'create-item', async (tx, audit) => {
          const row = await insertItem(tx, {
            typeId: body.typeId,
            parentId: body.parentId ?? null,
            key: body.key,
            value: body.value,
            i18nNames: body.i18nNames ?? {},
            sort: body.sort ?? 0,
            status: body.status ?? 1,
          });
          if (!row) throw notFound(); // `returning()` gives the inserted row; this narrows the type
          audit.after = row;
          return row;
        }),
      );
    },
    async updateDictItem(req) {
      const { id } = req.query;
      const body = req.body;
      const old = await itemById(db, id);
      if (!old) throw notFound();
      if (body.typeId !== old.typeId) throw new ApiError(400, 400, 'dictParentInvalid');
      if (await itemKeyTaken(db, old.typeId, body.key, id)) throw new ApiError(400, 400, 'dictKeyTaken', { key: body.key });
      await assertParent(db, old.typeId, body.parentId, id);
      return ok(
        await write(req, 'update-item', async (tx, audit) => {
          const row = await updateItem(tx, id, {
            parentId: body.parentId ?? null,
            key: body.key,
            value: body.value,
            i18nNames: body.i18nNames ?? old.i18nNames,
            sort: body.sort ?? old.sort,
            status: body.status ?? old.status,
          });
          if (!row) throw notFound(); // deleted since it was read
          Object.assign(audit, { before: old, after: row });
          return row;
        }),
      );
    },
    async removeDictItem(req) {
      const old = await itemById(db, req.query.id);
      if (!old) throw notFound();
      const children = await childCount(db, old.id);
      if (children > 0) throw new ApiError(409, 409, 'dictItemHasChildren', { count: children });
      await write(req, 'delete-item', async (tx, audit) => {
        audit.before = old;
        await deleteItem(tx, old.id);
      });
      return ok(true);
    },
    async setDictItemStatus(req) {
      const { id, status } = req.query;
      const old = await itemById(db, id);
      if (!old) throw notFound();
      await write(req, status === 1 ? 'enable-item' : 'disable-item', async (tx, audit) => {
        await updateItem(tx, id, { status });
        Object.assign(audit, { before: { id, key: old.key, status: old.status }, after: { id, key: old.key, status } });
      });
      return ok(true);
    },
    async getDictByCode(req) {
      return ok(itemTree(await enabledItems(db, req.query.code), requestLang(req)));
    },
  } satisfies Partial<SystemHandlers>;
}
