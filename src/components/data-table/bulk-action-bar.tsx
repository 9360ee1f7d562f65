// Shown while rows are selected: how many, the page's bulk actions, and "Clear selection".
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '6px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  count: { fontWeight: tokens.fontWeightSemibold, marginRight: '8px' },
  grow: { flexGrow: 1 },
});

export interface BulkActionBarProps {
  count: number;
  onClear(): void;
  children: ReactNode;
}

export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <div className={styles.bar} role="toolbar" aria-label={t`Bulk actions`} data-testid="bulk-bar">
      <Text className={styles.count} aria-live="polite">{t`${count} selected`}</Text>
      {children}
      <span className={styles.grow} />
      <Button appearance="transparent" onClick={onClear}>{t`Clear selection`}</Button>
    </div>
  );
}
