// Server-side paging controls: rows per page, the range shown, and first / previous / next /
// last page buttons (each labelled for screen readers, all reachable with Tab).
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Caption1, Dropdown, Label, Option, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular } from '@fluentui/react-icons/svg/chevron-double-left';
import { ChevronDoubleRightRegular } from '@fluentui/react-icons/svg/chevron-double-right';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { PAGE_SIZES, lastPage } from '../../api/paging.ts';

export interface PagerProps {
  /** 1-based page number. */
  page: number;
  size: number;
  total: number;
  onChange(page: number, size: number): void;
  sizes?: readonly number[];
  disabled?: boolean;
}

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '8px', flexWrap: 'wrap', paddingTop: '8px' },
  size: { display: 'flex', alignItems: 'center', gap: '8px' },
  // The range and the page buttons wrap as one group: alone, the last-page button went to a
  // line of its own under a narrow table (the users page at 1024 px).
  nav: { display: 'flex', alignItems: 'center', gap: '8px' },
  dropdown: { minWidth: '88px' },
  range: { color: tokens.colorNeutralForeground2, margin: '0 8px' },
});

export function Pager({ page, size, total, onChange, sizes = PAGE_SIZES, disabled }: PagerProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const sizeId = useId();
  const last = lastPage(total, size);
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  // First, previous, next, last: the page each goes to, and whether the current page is already at that end.
  const steps = [
    { icon: <ChevronDoubleLeftRegular />, label: t`First page`, to: 1, off: page <= 1 },
    { icon: <ChevronLeftRegular />, label: t`Previous page`, to: page - 1, off: page <= 1 },
    { icon: <ChevronRightRegular />, label: t`Next page`, to: page + 1, off: page >= last },
    { icon: <ChevronDoubleRightRegular />, label: t`Last page`, to: last, off: page >= last },
  ];
  const stepButton = (step: (typeof steps)[number]) => (
    <Button
      key={step.label}
      size="small"
      appearance="subtle"
      icon={step.icon}
      aria-label={step.label}
      disabled={disabled || step.off}
      onClick={() => onChange(step.to, size)}
    />
  );
  return (
    <nav className={styles.pager} aria-label={t`Pagination`} data-testid="pager">
      <div className={styles.size}>
        <Label id={sizeId} size="small">{t`Rows per page`}</Label>
        <Dropdown
          className={styles.dropdown}
          size="small"
          aria-labelledby={sizeId}
          value={String(size)}
          selectedOptions={[String(size)]}
          disabled={disabled}
          // A new size starts again from the first page, which always exists.
          onOptionSelect={(_, d) => d.optionValue && onChange(1, Number(d.optionValue))}
        >
          {sizes.map((s) => (
            <Option key={s} value={String(s)}>
              {String(s)}
            </Option>
          ))}
        </Dropdown>
      </div>
      <div className={styles.nav}>
        <Caption1 className={styles.range} aria-live="polite" data-testid="pager-range">{t`${from}–${to} of ${total}`}</Caption1>
        {steps.slice(0, 2).map(stepButton)}
        <Caption1 data-testid="pager-page">{t`Page ${page} of ${last}`}</Caption1>
        {steps.slice(2).map(stepButton)}
      </div>
    </nav>
  );
}
