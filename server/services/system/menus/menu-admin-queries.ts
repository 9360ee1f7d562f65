// Every database read and write of menu management: an application's tree, one entry, the name
// and code clashes, and the writes (create, update, move, delete a subtree).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/transaction.ts';
import { menus } from '../../../db/schema.ts';
import { invalidate } from '../../../cache/invalidate.ts';

export type MenuRow = typeof menus.$inferSelect;
export type MenuColumns = Omit<typeof menus.$inferInsert, 'id'>;

/** The application's menus, in display order. */
export const appMenus = (db: DbOrTx, appCode: string) =>
  db.select().from(menus).where(eq(menus.appCode, appCode)).orderBy(asc(menus.sort), asc(menus.id));

/** Ids of `id` and every entry under it. */
export async function subtreeIds(db: DbOrTx, appCode: string, id: number): Promise<number[]> {
  const rows = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus).where(eq(menus.appCode, appCode));
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parentId === out[i]) out.push(r.id);
  return out;
}

export async function menuById(db: DbOrTx, id: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  return row;
}

/** The entry, locked for the rest of the transaction. */
export async function lockMenu(tx: Tx, id: number): Promise<MenuRow | undefined> {
  const [row] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
  return row;
}

/** Whether another entry of the application has this name (any case) and whether one has this code. */
export async function menuClashes(db: DbOrTx, values: { appCode: string; name: string; code: string }, exceptId?: number) {
  const others = exceptId === undefined ? undefined : ne(menus.id, exceptId);
  const sameName = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.appCode, values.appCode), sql`lower(${menus.name}) = lower(${values.name})`, others))
    .limit(1);
  if (sameName.length) return { name: true, code: false };
  const sameCode = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.appCode, values.appCode), eq(menus.code, values.code), others))
    .limit(1);
  return { name: false, code: sameCode.length > 0 };
}

export async function insertMenu(tx: Tx, values: MenuColumns): Promise<MenuRow> {
  await invalidate(tx, 'menus');
  const [created] = await tx.insert(menus).values(values).returning();
  return created!;
}

export async function updateMenu(tx: Tx, id: number, values: Partial<MenuColumns>): Promise<MenuRow> {
  await invalidate(tx, 'menus');
  const [after] = await tx.update(menus).set(values).where(eq(menus.id, id)).returning();
  return after!;
}

export const menusByIds = (db: DbOrTx, ids: number[]) => db.select().from(menus).where(inArray(menus.id, ids));

export async function deleteMenus(tx: Tx, ids: number[]) {
  await invalidate(tx, 'menus');
  await tx.delete(menus).where(inArray(menus.id, ids));
}
