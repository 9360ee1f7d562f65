// Menu trees per application code. Category 1 entries are menus, category 2 button permissions.
import { asc, eq } from 'drizzle-orm';
import { menus } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers, ServiceContext } from '../context.ts';

type MenuRow = typeof menus.$inferSelect;
export type MenuNode = Omit<MenuRow, 'appCode'> & { children: MenuNode[] };

export function buildMenuTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const { appCode: _appCode, ...row } of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId == null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function menuService({ db }: ServiceContext): Handlers {
  return {
    async getAppRoutes(req) {
      const { appCode } = req.query as { appCode: string };
      const rows = await db.select().from(menus).where(eq(menus.appCode, appCode)).orderBy(asc(menus.sort), asc(menus.id));
      return ok(buildMenuTree(rows));
    },
  };
}
