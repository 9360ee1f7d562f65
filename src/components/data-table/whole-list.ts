// A list the server answers whole (a role's departments, a dictionary's items, the accounts whose
// password never expires): the table's rows from a TanStack query of an array, on one page with
// no pager. Spread it into <DataTable {...wholeList(query)} />.
import { MAX_PAGE_SIZE } from '../../api/paging.ts';
import type { DataTableSource } from './data-table-types.ts';

interface ArrayQueryLike<T> {
  data: readonly T[] | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export function wholeList<T>(query: ArrayQueryLike<T>): { data: DataTableSource<T>; page: number; size: number } {
  const rows = query.data ?? [];
  const data = { rows, total: rows.length, loading: query.isFetching, error: query.isError ? query.error : null, refetch: query.refetch };
  return { data, page: 1, size: MAX_PAGE_SIZE };
}
