// Dictionary queries (drizzle only).
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { dictItems, dictTypes } from '../../../db/schema.ts';
import { containsPattern, totalOver, type PageWindow } from '../../../db/paging.ts';

export type DictTypeRow = typeof dictTypes.$inferSelect;
export type DictItemRow = typeof dictItems.$inferSelect;

export function typeFilters(q: { keyword?: string; status?: number }): SQL | undefined {
  const parts: SQL[] = [];
  if (q.keyword) parts.push(or(ilike(dictTypes.code, containsPattern(q.keyword)), ilike(dictTypes.name, containsPattern(q.keyword)))!);
  if (q.status !== undefined) parts.push(eq(dictTypes.status, q.status));
  return parts.length ? and(...parts) : undefined;
}

// Written out: drizzle renders a column inside a select of its own table unqualified.
const itemCount = sql<number>`(select count(*) from dict_items i where i.type_id = "dict_types"."id")`.mapWith(Number);

export function pageOfTypes(db: Db, where: SQL | undefined, w: PageWindow) {
  return db
    .select({ type: dictTypes, itemCount, total: totalOver() })
    .from(dictTypes)
    .where(where)
    .orderBy(asc(dictTypes.sort), asc(dictTypes.id))
    .limit(w.limit)
    .offset(w.offset);
}

export async function countTypes(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dictTypes).where(where);
  return row?.n ?? 0;
}

export async function typeById(db: DbOrTx, id: number): Promise<DictTypeRow | undefined> {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.id, id)).limit(1);
  return row;
}

export async function typeByCode(db: DbOrTx, code: string): Promise<DictTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(dictTypes)
    .where(eq(sql`lower(${dictTypes.code})`, code.toLowerCase()))
    .limit(1);
  return row;
}

export async function itemById(db: DbOrTx, id: number): Promise<DictItemRow | undefined> {
  const [row] = await db.select().from(dictItems).where(eq(dictItems.id, id)).limit(1);
  return row;
}

export function itemsOfType(db: DbOrTx, typeId: number): Promise<DictItemRow[]> {
  return db.select().from(dictItems).where(eq(dictItems.typeId, typeId)).orderBy(asc(dictItems.sort), asc(dictItems.id));
}

export async function itemKeyTaken(db: DbOrTx, typeId: number, key: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(and(eq(dictItems.typeId, typeId), eq(dictItems.key, key)));
  return rows.some((r) => r.id !== exceptId);
}

export async function childCount(db: DbOrTx, itemId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dictItems).where(eq(dictItems.parentId, itemId));
  return row?.n ?? 0;
}

type DictTypeColumns = Omit<typeof dictTypes.$inferInsert, 'id'>;
type DictItemColumns = Omit<typeof dictItems.$inferInsert, 'id'>;

export async function insertType(tx: DbOrTx, values: DictTypeColumns) {
  const [row] = await tx.insert(dictTypes).values(values).returning();
  return row!;
}

/** The type's row after the update, or undefined when it no longer exists. */
export async function updateType(tx: DbOrTx, id: number, values: Partial<DictTypeColumns>) {
  const [row] = await tx.update(dictTypes).set(values).where(eq(dictTypes.id, id)).returning();
  return row;
}

export async function deleteType(tx: DbOrTx, id: number) {
  await tx.delete(dictTypes).where(eq(dictTypes.id, id));
}

export async function insertItem(tx: DbOrTx, values: DictItemColumns) {
  const [row] = await tx.insert(dictItems).values(values).returning();
  return row;
}

/** The item's row after the update, or undefined when it no longer exists. */
export async function updateItem(tx: DbOrTx, id: number, values: Partial<DictItemColumns>) {
  const [row] = await tx.update(dictItems).set(values).where(eq(dictItems.id, id)).returning();
  return row;
}

export async function deleteItem(tx: DbOrTx, id: number) {
  await tx.delete(dictItems).where(eq(dictItems.id, id));
}
