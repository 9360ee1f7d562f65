// The panel right of a tree page's tree: the selected node's name, its facts as a definition
// list, and what can be done to it (the same actions as on the node, with their labels).
import { Card, Subtitle2, makeStyles } from '@fluentui/react-components';
import { RowActions, type RowAction } from '../row-actions/row-actions.tsx';
import { Facts, type Fact } from '../facts/facts.tsx';

/** What the panel shows of the selected node. */
export interface TreeDetail {
  title: string;
  facts: readonly Fact[];
}

const useStyles = makeStyles({
  card: { padding: '16px', display: 'flex', flexDirection: 'column', gap: '12px' },
  facts: { gap: '6px 16px', margin: 0 },
});

export function TreeDetailCard({ label, detail, actions }: { label: string; detail: TreeDetail; actions: readonly RowAction[] }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} role="region" aria-label={label} data-testid="tree-detail">
      <Subtitle2 as="h2">{detail.title}</Subtitle2>
      <Facts facts={detail.facts} className={styles.facts} />
      {/* The labels say it here ("Edit"); the names naming the node stay on the tree's buttons. */}
      <RowActions actions={actions.map(({ name: _name, ...a }) => a)} />
    </Card>
  );
}
