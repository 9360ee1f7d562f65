// The whole application and menu catalogues, cached: every page lists applications or menus,
// the tables are small (hundreds of rows), and filtering them per user in memory is cheaper than
// a PGlite query. Writes drop them through invalidate(db, 'apps') and invalidate(db, 'menus').
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appCollects, appGroups, apps, menus } from '../db/schema.ts';
import { cachesOf, TopicCache } from './topic-cache.ts';

export type AppRow = typeof apps.$inferSelect;
export type GroupRow = typeof appGroups.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;

export interface AppCatalogue {
  /** Every application with its group, in list order: group sort (ungrouped last), group, app sort, id. */
  entries: ReadonlyArray<{ app: AppRow; group: GroupRow | null }>;
  byId: ReadonlyMap<number, { app: AppRow; group: GroupRow | null }>;
  /** Groups by sort, then id. */
  groups: readonly GroupRow[];
}

const APPS = Symbol('apps');
const MENUS = Symbol('menus');
const FAVOURITES = Symbol('favourites');

export function appCatalogue(db: Db): Promise<AppCatalogue> {
  const cache = cachesOf(db, APPS, () => new TopicCache<'all', AppCatalogue>(db, 'apps', 1));
  return cache.get('all', async () => {
    const entries = await db
      .select({ app: apps, group: appGroups })
      .from(apps)
      .leftJoin(appGroups, eq(apps.groupId, appGroups.id))
      .orderBy(sql`${appGroups.sort} asc nulls last`, asc(appGroups.id), asc(apps.sort), asc(apps.id));
    const groups = await db.select().from(appGroups).orderBy(asc(appGroups.sort), asc(appGroups.id));
    return { entries, byId: new Map(entries.map((e) => [e.app.id, e])), groups };
  });
}

/** Menu entries per application code, each list by sort, then id. */
export function menuCatalogue(db: Db): Promise<ReadonlyMap<string, readonly MenuRow[]>> {
  const cache = cachesOf(db, MENUS, () => new TopicCache<'all', ReadonlyMap<string, readonly MenuRow[]>>(db, 'menus', 1));
  return cache.get('all', async () => {
    const rows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
    const byApp = new Map<string, MenuRow[]>();
    for (const row of rows) {
      const list = byApp.get(row.appCode);
      if (list) list.push(row);
      else byApp.set(row.appCode, [row]);
    }
    return byApp;
  });
}

/** The user's favourite applications (apps.id); writes call invalidate(db, 'favourites'). */
export function favouriteAppIds(db: Db, userId: number): Promise<ReadonlySet<number>> {
  const cache = cachesOf(db, FAVOURITES, () => new TopicCache<number, ReadonlySet<number>>(db, 'favourites'));
  return cache.get(userId, async () => {
    const rows = await db.select({ appId: appCollects.appId }).from(appCollects).where(eq(appCollects.userId, userId));
    return new Set(rows.map((r) => r.appId));
  });
}
