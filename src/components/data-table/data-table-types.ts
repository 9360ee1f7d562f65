// The data table's inputs: columns, and where the rows come from (a TanStack query of one page,
// or plain values).
import type { ReactNode } from 'react';
import type { PageResult } from '../../api/paging.ts';

export interface DataTableColumn<T> {
  /** Stable id: the key of the remembered visibility and, for a sortable column, the sort key. */
  id: string;
  /** Header text, also the column's name in the column menu. */
  label: string;
  cell(row: T): ReactNode;
  /** Sorted by the server under this id. */
  sortable?: boolean;
  /** Can be hidden from the column menu (default true). */
  hideable?: boolean;
  /** Starts hidden until the user shows it. */
  defaultHidden?: boolean;
  /** A fixed width in pixels (ids, dates, actions); without it columns share what is left. */
  width?: number;
  /** A column that shares the rest never gets narrower than this (pixels). */
  minWidth?: number;
  /**
   * Stays at the right edge, in view, while a table wider than its box scrolls sideways. The
   * row actions column ('actions') is pinned unless it says otherwise: at laptop widths a table
   * that scrolled hid the only way to act on a row.
   */
  pinned?: boolean;
}

/** Whether `column` stays in view at the right edge. */
export const isPinned = (column: Pick<DataTableColumn<unknown>, 'id' | 'pinned'>): boolean => column.pinned ?? column.id === 'actions';

/** Rows of the current page and how loading them went. */
export interface DataTableSource<T> {
  rows: readonly T[];
  total: number;
  /** True while the page is (re)loading. */
  loading: boolean;
  error: unknown;
  refetch(): unknown;
}

/** The part of a TanStack Query result over one page that the table reads. */
export interface PageQueryLike<T> {
  data: PageResult<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export type DataTableData<T> = DataTableSource<T> | PageQueryLike<T>;

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** One shape for both kinds of input. */
export function toSource<T>(data: DataTableData<T>): DataTableSource<T> {
  if ('rows' in data) return data;
  return {
    rows: data.data?.records ?? [],
    total: data.data?.total ?? 0,
    loading: data.isFetching,
    error: data.isError ? data.error : null,
    refetch: data.refetch,
  };
}
