// TreePage: the shape of a page over a hierarchy (the organisation's departments, an
// application's menus). The tree is on the left with a search above it; the selected node, kept in
// the URL by useTreePage, shows its facts and actions on the right. What a node can do is data
// (TreeAction: a RowAction, rendered through the permission check, with an optional confirmation
// asked before it runs, e.g. before a delete); the page's dialogs (FormDialog) open from there.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { PageLayout } from '../page-layout/page-layout.tsx';
import { QueryState, type QueryLike } from '../query-state/query-state.tsx';
import { HierarchyTree, type TreeNode } from '../tree/hierarchy-tree.tsx';
import { ancestorIds, branchIds, filterTree } from '../tree/tree-search.ts';
import { RowActions, type RowAction } from '../row-actions/row-actions.tsx';
import { useConfirm, type ConfirmOptions } from '../confirm-dialog/confirm-dialog.tsx';
import { TreeDetailCard, type TreeDetail } from './tree-detail.tsx';
import type { TreePageState } from './use-tree-page.ts';

export interface TreeAction extends RowAction {
  /** Asked first; the action runs only when the person confirms (a delete). */
  confirm?: ConfirmOptions;
}

export interface TreePageProps<D> {
  title: string;
  toolbar?: ReactNode;
  /** Above the tree (the menus page's application). */
  header?: ReactNode;
  state: Pick<TreePageState<string>, 'selected' | 'keyword' | 'select' | 'search'>;
  query: QueryLike<D>;
  loadingLabel: string;
  errorTitle: string;
  /** Shown instead of the tree when it has no node. */
  emptyText: string;
  /** The tree's accessible name ("Departments") and the search's ("Search departments"). */
  treeLabel: string;
  searchLabel: string;
  nodes(data: D): readonly TreeNode[];
  actions?(id: number): readonly TreeAction[];
  detail?(id: number): TreeDetail | undefined;
  /** The page's dialogs (FormDialog for add and edit). */
  children?: ReactNode;
}

const useStyles = makeStyles({
  body: { display: 'flex', gap: '16px', alignItems: 'flex-start', flexWrap: 'wrap' },
  tree: { flex: '1 1 420px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  search: { maxWidth: '360px' },
  detail: { flex: '0 1 340px', minWidth: '260px', position: 'sticky', top: '16px' },
  none: { color: tokens.colorNeutralForeground3 },
});

export function TreePage<D>({ title, toolbar, header, query, loadingLabel, errorTitle, children, nodes, ...tree }: TreePageProps<D>) {
  return (
    <PageLayout title={title} toolbar={toolbar}>
      {header}
      <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {(data) => <TreeBody {...tree} nodes={nodes(data)} />}
      </QueryState>
      {children}
    </PageLayout>
  );
}

type BodyProps = Pick<TreePageProps<unknown>, 'state' | 'emptyText' | 'treeLabel' | 'searchLabel' | 'actions' | 'detail'> & {
  nodes: readonly TreeNode[];
};

function TreeBody({ nodes, state, emptyText, treeLabel, searchLabel, actions, detail }: BodyProps) {
  const styles = useStyles();
  const confirm = useConfirm();
  if (!nodes.length) return <p>{emptyText}</p>;
  const shown = filterTree(nodes, state.keyword);
  // Searching opens every branch of the result; otherwise the first level and the way to the selection.
  const open = state.keyword ? branchIds(shown) : [...nodes.map((n) => n.id), ...ancestorIds(nodes, state.selected)];
  const actionsOf = (id: number): RowAction[] =>
    (actions?.(id) ?? []).map(({ confirm: ask, ...a }) => (ask ? { ...a, onClick: async () => (await confirm(ask)) && a.onClick() } : a));
  const selected = state.selected == null ? undefined : detail?.(state.selected);
  return (
    <div className={styles.body}>
      <div className={styles.tree}>
        <SearchBox
          className={styles.search}
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={state.keyword}
          onChange={(_, d) => state.search(d.value)}
        />
        {shown.length ? (
          <HierarchyTree
            key={state.keyword ? `search:${state.keyword}` : 'all'}
            label={treeLabel}
            nodes={shown}
            selectedId={state.selected}
            onSelect={(id) => state.select(Number(id))}
            defaultOpenIds={open}
            actions={actions ? (node) => <RowActions iconOnly actions={actionsOf(Number(node.id))} /> : undefined}
          />
        ) : (
          <NoMatch text={state.keyword} className={styles.none} />
        )}
      </div>
      {selected && state.selected != null ? (
        <div className={styles.detail}>
          <TreeDetailCard label={selected.title} detail={selected} actions={actionsOf(state.selected)} />
        </div>
      ) : null}
    </div>
  );
}

function NoMatch({ text, className }: { text: string; className: string }) {
  const { t } = useLingui();
  return <p className={className}>{t`Nothing matches “${text}”.`}</p>;
}
