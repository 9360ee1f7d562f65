// Facts: terms and their values as one definition list, in order, each empty value shown as a
// dash: what a read-only dialog (ViewDialog) and a tree page's detail panel open with.
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

export type Fact = readonly [term: string, value: ReactNode];

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '0 0 16px' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export function Facts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  const styles = useStyles();
  return (
    <dl className={mergeClasses(styles.facts, className)}>
      {facts.map(([term, value]) => [
        <dt key={`t${term}`} className={styles.term}>
          {term}
        </dt>,
        <dd key={`d${term}`} className={styles.value}>
          {value === '' || value == null ? '—' : value}
        </dd>,
      ])}
    </dl>
  );
}
