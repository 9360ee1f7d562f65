// A list page with search and the status filter (roles, dictionaries): its Add button beside the
// title, the table of the list on screen with the filter in its toolbar, and what opens from it
// (the create/edit dialog) after the table.
import type { ReactNode } from 'react';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { ListTable, type ListTableOf, type ListTexts, type RowKeyOf } from '../../../components/list-page/list-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { ListStatusFilter } from './status-filter.tsx';

export interface StatusListPageProps<T extends { id: number }> {
  title: string;
  /** The AddButton, shown beside the title. */
  add: ReactNode;
  columns: DataTableColumn<T>[];
  list: ListTableOf<T>['list'] & Parameters<typeof ListStatusFilter>[0]['list'];
  texts: ListTexts;
  children?: ReactNode;
}

export function StatusListPage<T extends { id: number }>({ title, add, columns, list, texts, children }: StatusListPageProps<T>) {
  // Rows have a numeric id, so the table keys them by it and takes no rowKey; TypeScript does not
  // resolve ListTable's RowKeyOf<T> for a type parameter, hence the empty value of that type.
  const byId = {} as RowKeyOf<T>;
  return (
    <PageLayout title={title} toolbar={add}>
      <ListTable<T> {...byId} label={title} columns={columns} list={list} texts={texts} toolbar={<ListStatusFilter list={list} />} />
      {children}
    </PageLayout>
  );
}
