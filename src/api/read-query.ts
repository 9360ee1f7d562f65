// The one shape of a read: query options keyed under their area of query-keys.ts, over one call of
// the typed client (its answer typed from the generated `paths`), failures shown where the data
// goes (the table's error bar, a page's Retry), never as a toast. A server-paged list is a
// `pageQuery`: the page on screen stays while the next one loads, and its paging query comes
// from the list state in the URL (`pageParams`), so each list is declared once in its area's api file:
//
//   export const rolesPageQuery = (s: RolesSearch) =>
//     pageQuery(['roles', 'page', s], () => api.GET('/system/role/list', { params: { query: statusPageParams(s) } }));
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type Result } from './client.ts';
import { queryKeys, type QueryArea } from './query-keys.ts';

type AreaKey<A extends QueryArea, P extends readonly unknown[]> = readonly [...(typeof queryKeys)[A], ...P];

const keyOf = <A extends QueryArea, P extends readonly unknown[]>([area, ...parts]: readonly [A, ...P]): AreaKey<A, P> => [
  ...queryKeys[area],
  ...parts,
];

/** A read under `[area, ...parts]` (e.g. `['roles', 'detail', id]`). */
export const readQuery = <A extends QueryArea, P extends readonly unknown[], R extends Result>(
  key: readonly [A, ...P],
  call: () => Promise<R>,
) => queryOptions({ queryKey: keyOf(key), queryFn: () => unwrap(call(), { hideMessage: true }) });

/** One page of a server list; the page shown stays on screen while the next one loads. */
export const pageQuery = <A extends QueryArea, P extends readonly unknown[], R extends Result>(
  key: readonly [A, ...P],
  call: () => Promise<R>,
) => queryOptions({ queryKey: keyOf(key), queryFn: () => unwrap(call(), { hideMessage: true }), placeholderData: keepPreviousData });

/** The contract's paging and keyword query from a list's state in the URL (an empty keyword is left out). */
export const pageParams = (s: { page: number; size: number; keyword: string }) => ({
  current: s.page,
  size: s.size,
  keyword: s.keyword || undefined,
});

/** An enabled/disabled filter as the contract's query takes it ('1' -> 1, '0' -> 0, '' -> no filter). */
export const enabledParam = (value: string): 0 | 1 | undefined => (value === '1' ? 1 : value === '0' ? 0 : undefined);

/** A list with a status filter (roles, dictionaries): its paging, keyword and status as the contract's query takes them. */
export const statusPageParams = (s: { page: number; size: number; keyword: string; filters: { status: string } }) => ({
  ...pageParams(s),
  status: enabledParam(s.filters.status),
});

/** A sort the contract accepts (`sortBy`, `order`) when the table is sorted by one of `columns`; none otherwise. */
export function sortParams<C extends string>(
  sort: { column: string; direction: 'asc' | 'desc' } | null,
  columns: readonly C[],
): { sortBy?: C; order?: 'asc' | 'desc' } {
  const sortBy = columns.find((c) => c === sort?.column);
  return sortBy && sort ? { sortBy, order: sort.direction } : {};
}
