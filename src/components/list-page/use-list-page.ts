// useListPage: the state of one server-paged list kept in the URL (page, size, sort, keyword and
// the filters the page declares), and the props that bind it to <DataTable>. Every list page of
// system manage starts with it, so a reload, a shared link or the back button shows the same
// rows. `prefix` names a second list of the same page ("bindings." -> ?bindings.page=2).
// `useListQuery` adds the query of the page on screen: what <ListTable list> shows.
import { useMemo } from 'react';
import { useQuery, type QueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type PageResult } from '../../api/paging.ts';
import { parseListState, useUrlListState, type ListState, type ListStatePatch } from '../data-table/use-url-list-state.ts';
import type { TableSort } from '../data-table/data-table-types.ts';

export interface ListPageOptions<F extends string> {
  /** Names the table in the remembered column choice, e.g. "system-users". */
  tableId: string;
  filters?: readonly F[];
  /** Query names start with it, so two lists can share a page. */
  prefix?: string;
  defaultSize?: number;
}

/** What <DataTable> reads of the list state: spread it (`<DataTable {...list.table} …/>`). */
export interface ListTableProps {
  page: number;
  size: number;
  onPageChange(page: number, size: number): void;
  sort: TableSort | null;
  onSortChange(sort: TableSort): void;
  keyword: string;
  onKeywordChange(keyword: string): void;
}

export interface ListPage<F extends string> {
  tableId: string;
  search: ListState<F>;
  update(patch: ListStatePatch<F>): void;
  table: ListTableProps;
  /** The contract's paging query (`current`, `size`). */
  paging: { current: number; size: number };
}

export function useListPage<F extends string = never>({
  tableId,
  filters = [],
  prefix = '',
  defaultSize = DEFAULT_PAGE_SIZE,
}: ListPageOptions<F>): ListPage<F> {
  const [search, update] = useUrlListState<F>(filters, defaultSize, prefix);
  return useMemo(
    () => ({
      tableId,
      search,
      update,
      paging: { current: search.page, size: search.size },
      table: {
        page: search.page,
        size: search.size,
        onPageChange: (page, size) => update({ page, size }),
        sort: search.sort,
        onSortChange: (sort) => update({ sort }),
        keyword: search.keyword,
        onKeywordChange: (keyword) => update({ keyword }),
      },
    }),
    [tableId, search, update],
  );
}

export type ListWithQuery<F extends string, D> = ListPage<F> & { query: UseQueryResult<D> };

/** The list and the query of the page it is on (`options` from the area's api file, e.g. usersPageQuery). */
export function useListQuery<F extends string, D extends PageResult<unknown>, K extends QueryKey>(
  list: ListPage<F>,
  options: (search: ListState<F>) => UseQueryOptions<D, Error, D, K>,
): ListWithQuery<F, D> {
  const query = useQuery(options(list.search));
  return { ...list, query };
}

/** Fetches the page of a list that a query string names, into the cache its page reads (a failure rejects; the page asks again). */
export type ListPrefetch = (client: QueryClient, params: URLSearchParams) => Promise<void>;

/**
 * The prefetch of a list page, from the same options and query the page uses, so the key it fills
 * is the one the page asks for (system-manage/pages.ts: the shell starts it beside the page's
 * chunk, and the rows show as soon as the page renders).
 */
export const listPrefetch =
  <F extends string, D extends PageResult<unknown>, K extends QueryKey>(
    { filters = [], prefix = '', defaultSize = DEFAULT_PAGE_SIZE }: ListPageOptions<F>,
    options: (search: ListState<F>) => UseQueryOptions<D, Error, D, K>,
  ): ListPrefetch =>
  (client, params) =>
    client.query(options(parseListState(params, filters, defaultSize, prefix))).then(() => undefined);
