// The flat department list the server sends, as a tree for HierarchyTree and as full paths
// ("Company / Sales / East") for pickers, and the choices a scoped delegate may not make. Used by
// the users, the departments and the login verification pages.
import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import type { Department } from '../../../api/options.ts';
import type { TreeNode } from '../../../components/tree/hierarchy-tree.tsx';

export type { Department, RoleOption } from '../../../api/options.ts';

/** Tree nodes in the server's order (sort, then id); `label` renders each department. */
export function departmentNodes(
  list: readonly Department[],
  label: (d: Department) => ReactNode = (d) => d.name,
  aside?: (d: Department) => ReactNode,
): TreeNode[] {
  const children = new Map<number | null, Department[]>();
  const ids = new Set(list.map((d) => d.id));
  for (const d of list) {
    const parent = d.parentId !== null && ids.has(d.parentId) ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const build = (parent: number | null, depth: number): TreeNode[] =>
    depth > 64
      ? []
      : (children.get(parent) ?? []).map((d) => ({
          id: d.id,
          label: label(d),
          text: d.name,
          aside: aside?.(d),
          children: build(d.id, depth + 1),
        }));
  return build(null, 0);
}

/** Every department with its full path and depth (0: top level), in tree order (for dropdowns). */
export function departmentPaths(list: readonly Department[]): Array<{ id: number; name: string; path: string; depth: number }> {
  const byId = new Map(list.map((d) => [d.id, d]));
  const pathOf = (d: Department, depth = 0): string => {
    const parent = d.parentId !== null ? byId.get(d.parentId) : undefined;
    return parent && depth < 64 ? `${pathOf(parent, depth + 1)} / ${d.name}` : d.name;
  };
  const out: Array<{ id: number; name: string; path: string; depth: number }> = [];
  const walk = (nodes: TreeNode[], depth: number) =>
    nodes.forEach((n) => {
      const d = byId.get(n.id as number)!;
      out.push({ id: d.id, name: d.name, path: pathOf(d), depth });
      walk([...(n.children ?? [])], depth + 1);
    });
  walk(departmentNodes(list), 0);
  return out;
}

// The server marks each department outside a scoped delegate's data scope (`scopeRefusal`); such a
// delegate's scope never holds the top level or accounts without a department (grant-bounds.ts),
// so the portal disables those choices too when it sees one marked.
const scoped = (list: readonly Department[]) => list.some((d) => d.scopeRefusal);

/** Why the signed-in user may not put a department at the top level, in the interface language. */
export function topLevelRefusal(list: readonly Department[]): string | undefined {
  return scoped(list) ? t`Your data scope does not reach the top level: choose a parent department inside it` : undefined;
}

/** Why the signed-in user may not leave an account without a department, in the interface language. */
export function noDepartmentRefusal(list: readonly Department[]): string | undefined {
  return scoped(list) ? t`Your data scope does not cover accounts without a department: choose a department inside it` : undefined;
}

/** The department and every one below it (ids), e.g. to refuse moving a node under itself. */
export function subtreeIds(list: readonly Department[], rootId: number): Set<number> {
  const out = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of list)
      if (d.parentId !== null && out.has(d.parentId) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
  }
  return out;
}
