// A row's actions as data: `[{ code, icon, label, onClick, hidden, disabledReason }]`, rendered as
// small buttons, each behind its permission code (as <Can>): a page lists what a row can do and
// writes no button. `disabledReason` keeps the button visible but disabled, its reason the tooltip
// and the accessible description, so a person learns why (e.g. the built-in administrator).
// `iconOnly` (a table with many actions, as the users page): the buttons show their icon, the
// label is their name (or `name`, e.g. "Edit alice") and their `title`, which is the reason when
// disabled.
import type { ReactElement } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { usePermissions } from '../permission/use-permission.ts';
import { LazyTooltip } from '../lazy-tooltip/lazy-tooltip.tsx';

export interface RowAction {
  /** The button permission (category-2 menu code); without it everyone sees the action. */
  code?: string;
  icon: ReactElement;
  label: string;
  /** The accessible name when it says more than the label (icon-only buttons: "Edit alice"). */
  name?: string;
  onClick(): unknown;
  /** Not offered on this row (e.g. deleting a built-in dictionary). */
  hidden?: boolean;
  /** Offered but not possible on this row, and why. */
  disabledReason?: string;
}

const useStyles = makeStyles({ root: { display: 'flex', flexWrap: 'wrap', columnGap: '4px' } });

export function RowActions({ actions, iconOnly = false }: { actions: readonly RowAction[]; iconOnly?: boolean }) {
  const styles = useStyles();
  const granted = usePermissions(actions.map((a) => a.code));
  const shown = actions.filter((a, i) => !a.hidden && granted[i]);
  return (
    <span className={styles.root}>
      {shown.map((a) => {
        const common = {
          size: 'small',
          appearance: 'subtle',
          icon: a.icon,
          disabledFocusable: Boolean(a.disabledReason),
          onClick: a.disabledReason ? undefined : () => void a.onClick(),
        } as const;
        if (iconOnly) return <Button key={a.label} {...common} aria-label={a.name ?? a.label} title={a.disabledReason ?? a.label} />;
        const button = (
          <Button key={a.label} {...common} aria-label={a.name}>
            {a.label}
          </Button>
        );
        return a.disabledReason ? (
          <LazyTooltip key={a.label} content={a.disabledReason} relationship="description">
            {button}
          </LazyTooltip>
        ) : (
          button
        );
      })}
    </span>
  );
}
