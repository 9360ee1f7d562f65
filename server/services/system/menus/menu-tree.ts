// Menu trees: category 1 entries are menus, category 2 button permissions nested under their
// menu. The sidebar's trees (one per user's grants and application code) are kept while the
// cached catalogue and grants they were built from live.
import { grantsMenu, type Grants } from '../../../auth/permissions.ts';
import type { MenuRow } from '../../../cache/catalogues.ts';

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

export function grantedTree(catalogue: ReadonlyMap<string, readonly MenuRow[]>, grants: Grants, appCode: string): MenuNode[] {
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
