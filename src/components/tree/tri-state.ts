// Tri-state checking over a tree where every node is granted on its own (a menu can be granted
// without its buttons, but never a button without its menu):
//   - a node shows checked when it and everything below it is granted, mixed when it or
//     something below it is granted but not all, unchecked otherwise;
//   - checking a node grants it, everything below it and every node above it; with `only`, it
//     grants the node and the nodes above it, nothing below (a menu without its buttons);
//   - unchecking a fully checked node revokes it and everything below it (the nodes above stay);
//     with `only`, a node granted on its own is revoked, with everything below it.
export interface TriStateNode<K> {
  id: K;
  children?: readonly TriStateNode<K>[];
}

export type TriState = boolean | 'mixed';

/** The shown state of every node. */
export function triStates<K>(nodes: readonly TriStateNode<K>[], granted: ReadonlySet<K>): Map<K, TriState> {
  const out = new Map<K, TriState>();
  // Returns [all granted, any granted] of the subtree.
  const visit = (n: TriStateNode<K>): [boolean, boolean] => {
    let all = granted.has(n.id);
    let any = all;
    for (const c of n.children ?? []) {
      const [ca, cy] = visit(c);
      all &&= ca;
      any ||= cy;
    }
    out.set(n.id, all ? true : any ? 'mixed' : false);
    return [all, any];
  };
  nodes.forEach(visit);
  return out;
}

/** The granted set after the user toggles `id` (`only`: the node alone, not what is below it). */
export function toggleNode<K>(nodes: readonly TriStateNode<K>[], granted: ReadonlySet<K>, id: K, { only = false } = {}): Set<K> {
  const next = new Set(granted);
  const path: TriStateNode<K>[] = [];
  const find = (list: readonly TriStateNode<K>[]): boolean =>
    list.some((n) => {
      path.push(n);
      if (n.id === id || find(n.children ?? [])) return true;
      path.pop();
      return false;
    });
  if (!find(nodes)) return next;
  const node = path[path.length - 1]!;
  const below = (n: TriStateNode<K>, f: (k: K) => void) => {
    f(n.id);
    (n.children ?? []).forEach((c) => below(c, f));
  };
  const on = only ? granted.has(id) : triStates([node], granted).get(id) === true;
  if (on) below(node, (k) => next.delete(k));
  else {
    if (!only) below(node, (k) => next.add(k));
    path.forEach((n) => next.add(n.id));
  }
  return next;
}

/** The nodes whose own label, or a descendant's, matches `keep`; matches keep their whole subtree. */
export function filterTree<N extends { children?: readonly N[] }>(nodes: readonly N[], keep: (n: N) => boolean): N[] {
  return nodes.flatMap((n) => {
    if (keep(n)) return [n];
    const children = filterTree(n.children ?? [], keep);
    return children.length ? [{ ...n, children }] : [];
  });
}
