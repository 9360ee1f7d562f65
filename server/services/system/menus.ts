// Menu trees per application code (10010 system manage, 10012 monitor, or an application's
// code). Category 1 entries are menus, category 2 button permissions nested under their menu.
import { ok } from '../../http/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../context.ts';
import { grantsMenu, grantsOf } from './access.ts';
import type { Grants } from '../../auth/permissions.ts';
import { menuCatalogue, type MenuRow } from '../../cache/catalogues.ts';

export type MenuNode = Omit<MenuRow, 'appCode'> & { children: MenuNode[] };

/**
 * Nests rows under their parents, keeping the input order on every level. An entry whose parent
 * is missing from `rows` (not granted) is dropped rather than promoted to the top level, so a
 * button never shows up without its menu.
 */
export function buildMenuTree(rows: readonly MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const { appCode: _appCode, ...row } of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId == null) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  return roots;
}

/**
 * The trees built for one catalogue and one user's grants, per application code. Both are cached
 * objects that are replaced (not changed) when a write drops their cache, so the trees are kept as
 * long as both live and are rebuilt after any change: the sidebar asks for them on every page.
 */
const trees = new WeakMap<object, WeakMap<object, Map<string, MenuNode[]>>>();

function grantedTree(catalogue: ReadonlyMap<string, readonly MenuRow[]>, grants: Grants, appCode: string): MenuNode[] {
  const rows = catalogue.get(appCode);
  // Only codes with menus are kept: any other code a caller sends has none, and is not remembered.
  if (!rows) return [];
  let byGrants = trees.get(catalogue);
  if (!byGrants) trees.set(catalogue, (byGrants = new WeakMap<object, Map<string, MenuNode[]>>()));
  let byApp = byGrants.get(grants);
  if (!byApp) byGrants.set(grants, (byApp = new Map<string, MenuNode[]>()));
  let tree = byApp.get(appCode);
  if (!tree) byApp.set(appCode, (tree = buildMenuTree(rows.filter((m) => grantsMenu(grants, m.id)))));
  return tree;
}

export function menuService({ db }: ServiceContext) {
  return {
    async getAppRoutes(req) {
      const [grants, catalogue] = await Promise.all([grantsOf(db, authOf(req).userId), menuCatalogue(db)]);
      return ok(grantedTree(catalogue, grants, req.query.appCode));
    },
  } satisfies Partial<SystemHandlers>;
}
