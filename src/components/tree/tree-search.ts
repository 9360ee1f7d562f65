// What a tree page shows of a hierarchy while a person searches it, and which nodes start open:
// pure functions over HierarchyTree's nodes, so the departments and the menus pages share them.
import type { TreeNode } from './hierarchy-tree.tsx';

/** What a keyword is matched against: the node's `text`, else its label when that is a string. */
const textOf = (n: TreeNode) => (n.text ?? (typeof n.label === 'string' ? n.label : '')).toLowerCase();

/**
 * The nodes whose text holds `keyword` (any case), with the nodes above them so they stay in
 * place, and everything below a match. An empty keyword keeps the whole tree.
 */
export function filterTree(nodes: readonly TreeNode[], keyword: string): TreeNode[] {
  const term = keyword.trim().toLowerCase();
  if (!term) return [...nodes];
  return nodes.flatMap((n) => {
    if (textOf(n).includes(term)) return [n];
    const children = filterTree(n.children ?? [], term);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** The ids of the nodes above `id`, nearest first (none when it is not in the tree). */
export function ancestorIds(nodes: readonly TreeNode[], id: string | number | null): Array<string | number> {
  if (id == null) return [];
  for (const n of nodes) {
    if (n.id === id) return [];
    const below = ancestorIds(n.children ?? [], id);
    if (below.length || (n.children ?? []).some((c) => c.id === id)) return [...below, n.id];
  }
  return [];
}

/** Every node that has children (a search result opens all of them). */
export function branchIds(nodes: readonly TreeNode[]): Array<string | number> {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...branchIds(n.children)] : []));
}

/** The node `id`, wherever it is. */
export function findNode(nodes: readonly TreeNode[], id: string | number | null): TreeNode | undefined {
  if (id == null) return undefined;
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findNode(n.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}
