// The authority editor's state <-> the API: functional grants as tree keys (`system:<code>`,
// `app:<id>`, `menu:<id>`), data-scope rules per group, interface codes.
import type { AuthorityNode, DataScopeRule, RoleAuthority, RoleAuthoritySubmit } from './roles-api.ts';

export interface AuthorityDraft {
  granted: Set<string>;
  /** Rules by data group; a group without an entry has no rule. */
  scopes: Map<string, DataScopeRule>;
  apis: Set<string>;
}

/** The draft of a saved authority; roots of system manage and monitor count as granted when something under them is. */
export function draftOf(saved: RoleAuthority, tree: readonly AuthorityNode[]): AuthorityDraft {
  const granted = new Set<string>([...saved.menuIds.map((id) => `menu:${id}`), ...saved.appIds.map((id) => `app:${id}`)]);
  const anyBelow = (n: AuthorityNode): boolean => n.children.some((c) => granted.has(c.key) || anyBelow(c));
  for (const root of tree) if (root.key.startsWith('system:') && anyBelow(root)) granted.add(root.key);
  return { granted, scopes: new Map(saved.dataScopes.map((r) => [r.dataGroup, r])), apis: new Set(saved.apis) };
}

const idsOf = (granted: Set<string>, prefix: string) =>
  [...granted]
    .filter((k) => k.startsWith(prefix))
    .map((k) => Number(k.slice(prefix.length)))
    .sort((a, b) => a - b);

export function submitOf(roleId: number, d: AuthorityDraft): RoleAuthoritySubmit {
  return {
    roleId,
    menuIds: idsOf(d.granted, 'menu:'),
    appIds: idsOf(d.granted, 'app:'),
    dataScopes: [...d.scopes.values()].map((r) => ({ ...r, deptIds: r.visitType === 5 ? (r.deptIds ?? []) : [] })),
    apis: [...d.apis].sort(),
  };
}

/** Spec section 5: the data groups whose rule has no data item. */
export const groupsWithoutItems = (d: AuthorityDraft): string[] =>
  [...d.scopes.values()].filter((r) => r.dataItems.length === 0).map((r) => r.dataGroup);

/** Custom-department rules with no department chosen. */
export const groupsWithoutDepts = (d: AuthorityDraft): string[] =>
  [...d.scopes.values()].filter((r) => r.visitType === 5 && !(r.deptIds ?? []).length).map((r) => r.dataGroup);
