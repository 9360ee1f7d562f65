// The Status column of a list whose rows are enabled or disabled: a StatusSwitch per row, named
// after the row, under the permission that may change it.
import type { DataTableColumn } from '../data-table/data-table-types.ts';
import { StatusSwitch } from './status-switch.tsx';

export function statusColumn<T extends { id: number; status?: number }>(
  label: string,
  { code, nameOf, onChange }: { code: string; nameOf(row: T): string; onChange(row: T, status: 0 | 1): Promise<unknown> },
): DataTableColumn<T> {
  return {
    id: 'status',
    label,
    // The switch and its label on one line ("Enabl/ed" at a narrower width).
    minWidth: 140,
    cell: (row) => <StatusSwitch status={row.status ?? 1} name={nameOf(row)} code={code} onChange={(status) => onChange(row, status)} />,
  };
}
