// The row actions column of a list: last, never hidden from the column menu, pinned to the right
// edge while a wide table scrolls (data-table-types.ts `isPinned`), its buttons from data.
import type { DataTableColumn } from '../data-table/data-table-types.ts';
import { RowActions, type RowAction } from './row-actions.tsx';

export interface ActionsColumnOptions {
  /** Icon buttons named by their label (a table with many actions, as the users page). */
  iconOnly?: boolean;
  /** Room for the buttons before they wrap onto a second line. */
  minWidth?: number;
  /** A fixed width, for one or two buttons. */
  width?: number;
}

export function actionsColumn<T>(
  label: string,
  actionsOf: (row: T) => readonly RowAction[],
  options: ActionsColumnOptions = {},
): DataTableColumn<T> {
  return {
    id: 'actions',
    label,
    hideable: false,
    minWidth: options.minWidth,
    width: options.width,
    cell: (row) => <RowActions iconOnly={options.iconOnly} actions={actionsOf(row)} />,
  };
}
