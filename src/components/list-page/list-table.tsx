// ListTable: a list page's table, DataTable bound to the page's list state (useListPage: page,
// size, sort and keyword in the URL, the table's id) and to the query of the page on screen
// (useListQuery), each row keyed by its id. A page gives what is its own: the columns, the texts, filters and bulk actions. The search
// box shows when `texts.search` names what it searches.
import type { DataTableProps } from '../data-table/data-table.tsx';
import { DataTable } from '../data-table/data-table.tsx';
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

export type ListTableOf<T> = Omit<DataTableProps<T>, OwnProps> & {
  list: Pick<ListPage<string>, 'table' | 'tableId'> & { query: PageQueryLike<T> };
  texts: ListTexts;
};

export function ListTable<T extends { id: number }>({ list, texts, ...rest }: ListTableOf<T>) {
  const { keyword, onKeywordChange, ...paging } = list.table;
  return (
    <DataTable
      {...rest}
      {...paging}
      {...(texts.search ? { keyword, onKeywordChange, searchPlaceholder: texts.search } : {})}
      tableId={list.tableId}
      data={list.query}
      getRowId={(row) => row.id}
      errorTitle={texts.error}
      emptyText={texts.empty}
    />
  );
}
