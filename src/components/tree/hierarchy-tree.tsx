// A hierarchy (departments, menus, regions) on Fluent's Tree: the expand icon and the arrow keys
// open and close a node, a click or Enter selects it, Up/Down/Home/End move between visible
// nodes. The selected node carries aria-selected and the brand highlight.
import { useState, type ReactNode } from 'react';
import { Tree, TreeItem, TreeItemLayout, makeStyles, mergeClasses, tokens, type TreeItemValue } from '@fluentui/react-components';

export interface TreeNode {
  id: string | number;
  label: ReactNode;
  /** The plain text a search matches (the name), when `label` is more than a string. */
  text?: string;
  children?: readonly TreeNode[];
  /** Shown after the label (a badge, a count). */
  aside?: ReactNode;
}

export interface HierarchyTreeProps {
  /** Accessible name, e.g. "Departments". */
  label: string;
  nodes: readonly TreeNode[];
  selectedId?: string | number | null;
  onSelect?(id: string | number, node: TreeNode): void;
  /** Controlled open nodes; without it the tree keeps its own, starting with `defaultOpenIds`. */
  openIds?: ReadonlySet<string | number>;
  onOpenChange?(openIds: Set<string | number>): void;
  /** Ids open at first (uncontrolled); by default the first level is open. */
  defaultOpenIds?: Iterable<string | number>;
  /** Buttons shown on hover or focus of a node (add child, edit, delete). */
  actions?(node: TreeNode): ReactNode;
  /** Check boxes on every node (Space toggles): each node's shown state, see tri-state.ts. */
  checked?: ReadonlyMap<string | number, boolean | 'mixed'>;
  onCheckedChange?(id: string | number): void;
  /** Check boxes shown but not changeable. */
  readOnly?: boolean;
}

const useStyles = makeStyles({
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** Tree values are strings; ids keep their type through this map. */
const key = (id: string | number) => `${typeof id}:${id}`;

export function HierarchyTree({
  label,
  nodes,
  selectedId,
  onSelect,
  openIds,
  onOpenChange,
  defaultOpenIds,
  actions,
  checked,
  onCheckedChange,
  readOnly,
}: HierarchyTreeProps) {
  const styles = useStyles();
  const [ownOpen, setOwnOpen] = useState<Set<string | number>>(
    () => new Set(defaultOpenIds ?? nodes.filter((n) => n.children?.length).map((n) => n.id)),
  );
  const open = openIds ?? ownOpen;
  const byKey = new Map<string, TreeNode>();
  const index = (list: readonly TreeNode[]) =>
    list.forEach((n) => {
      byKey.set(key(n.id), n);
      index(n.children ?? []);
    });
  index(nodes);

  const setOpen = (next: Set<string | number>) => {
    if (!openIds) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const render = (list: readonly TreeNode[]): ReactNode =>
    list.map((node) => {
      const branch = Boolean(node.children?.length);
      const isSelected = selectedId != null && node.id === selectedId;
      return (
        <TreeItem
          key={key(node.id)}
          value={key(node.id)}
          itemType={branch ? 'branch' : 'leaf'}
          aria-selected={isSelected}
          data-testid={`tree-node-${node.id}`}
          onClick={() => onSelect?.(node.id, node)}
        >
          <TreeItemLayout
            className={mergeClasses(isSelected && styles.selected)}
            actions={actions ? <>{actions(node)}</> : undefined}
            aside={node.aside != null ? <>{node.aside}</> : undefined}
          >
            {node.label}
          </TreeItemLayout>
          {branch ? <Tree>{render(node.children!)}</Tree> : null}
        </TreeItem>
      );
    });

  return (
    <Tree
      aria-label={label}
      openItems={[...open].map(key)}
      {...(checked
        ? {
            selectionMode: 'multiselect' as const,
            checkedItems: [...checked].map(([id, state]) => [key(id), state] as [string, boolean | 'mixed']),
            onCheckedChange: (_: unknown, d: { value: TreeItemValue }) => {
              const node = byKey.get(String(d.value));
              if (node && !readOnly) onCheckedChange?.(node.id);
            },
          }
        : {})}
      onOpenChange={(_, d) => {
        // A click (or Enter) selects; the expand icon and the arrow keys open and close.
        if (d.type === 'Click' || d.type === 'Enter') return;
        const node = byKey.get(String(d.value));
        if (!node) return;
        const next = new Set(open);
        if (d.open) next.add(node.id);
        else next.delete(node.id);
        setOpen(next);
      }}
    >
      {render(nodes)}
    </Tree>
  );
}
