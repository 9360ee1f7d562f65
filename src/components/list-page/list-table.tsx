// ListTable: a list page's table, DataTable bound to the page's list state (useListPage: page,
// size, sort and keyword in the URL, the table's id) and to the query of the page on screen
// (useListQuery), each row keyed by its id (or by `rowKey` for rows without one: the LDAP preview's usernames). A page gives what is its own: the columns, the texts, filters and bulk actions. The search
// box shows when `texts.search` names what it searches.
import type { DataTableProps } from '../data-table/data-table.tsx';
import { DataTable } from '../data-table/data-table.tsx';
import type { TableRowId } from '@fluentui/react-components';
import type { PageQueryLike } from '../data-table/data-table-types.ts';
import type { ListPage, ListTableProps } from './use-list-page.ts';

export interface ListTexts {
  /** The search box's placeholder: what the keyword is matched against. */
  search?: string;
  /** Title of the error bar, e.g. "The users could not be loaded." */
  error: string;
  /** Shown instead of rows when nothing matches. */
  empty?: string;
}

type OwnProps = keyof ListTableProps | 'tableId' | 'data' | 'getRowId' | 'searchPlaceholder' | 'errorTitle' | 'emptyText';

/** Rows with a numeric `id` are keyed by it; others name their key. */
export type RowKeyOf<T> = T extends { id: number } ? { rowKey?: undefined } : { rowKey(row: T): TableRowId };

export type ListTableOf<T> = Omit<DataTableProps<T>, OwnProps> & {
  list: Pick<ListPage<string>, 'table' | 'tableId'> & { query: PageQueryLike<T> };
  texts: ListTexts;
} & RowKeyOf<T>;

const idOf = (row: unknown): TableRowId => (row as { id: number }).id;

export function ListTable<T>({ list, texts, rowKey, ...rest }: ListTableOf<T>) {
  const { keyword, onKeywordChange, ...paging } = list.table;
  return (
    <DataTable
      {...rest}
      {...paging}
      {...(texts.search ? { keyword, onKeywordChange, searchPlaceholder: texts.search } : {})}
      tableId={list.tableId}
      data={list.query}
      getRowId={rowKey ?? idOf}
      errorTitle={texts.error}
      emptyText={texts.empty}
    />
  );
}
