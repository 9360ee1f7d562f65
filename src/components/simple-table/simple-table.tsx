// SimpleTable: a small read-only table inside a dialog or a panel (an audit record's before and
// after, the failed rows of an import, a licence's applications, what a user may do and why):
// columns as data, no paging, sorting or selection (that is DataTable, for a page's list).
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';

export interface SimpleColumn<R> {
  header: string;
  cell(row: R): ReactNode;
}

export function SimpleTable<R>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel,
  rowClassName,
}: {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<SimpleColumn<R>>;
  rows: readonly R[];
  rowKey(row: R): string | number;
  /** A row's accessible name, when it says more than its cells (a changed field). */
  rowLabel?(row: R): string;
  rowClassName?(row: R): string | undefined;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHeaderCell key={c.header}>{c.header}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={rowKey(r)} aria-label={rowLabel?.(r)} className={rowClassName?.(r)}>
            {columns.map((c) => (
              <TableCell key={c.header}>{c.cell(r)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
