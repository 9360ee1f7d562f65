// A list page in miniature for the data-table tests: 45 users paged, sorted and searched by a
// fake server function through TanStack Query, with the list state in the URL.
import { Button } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult } from '../../../src/api/paging.ts';
import { DataTable } from '../../../src/components/data-table/data-table.tsx';
import type { DataTableColumn, TableSort } from '../../../src/components/data-table/data-table-types.ts';
import { useUrlListState } from '../../../src/components/data-table/use-url-list-state.ts';

export interface Row {
  id: number;
  name: string;
  email: string;
}

export const ALL_ROWS: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `User ${String(i + 1).padStart(2, '0')}`,
  email: `user${i + 1}@example.com`,
}));

export interface FakeApi {
  calls: { page: number; size: number; keyword: string; sort: TableSort | null }[];
  failWith: string | null;
}

export const fakeApi: FakeApi = { calls: [], failWith: null };

async function fetchPage(page: number, size: number, keyword: string, sort: TableSort | null): Promise<PageResult<Row>> {
  fakeApi.calls.push({ page, size, keyword, sort });
  await new Promise((r) => setTimeout(r, 5));
  if (fakeApi.failWith) throw new Error(fakeApi.failWith);
  let rows = ALL_ROWS.filter((r) => !keyword || r.name.includes(keyword) || r.email.includes(keyword));
  if (sort) {
    const key = sort.column as keyof Row;
    rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.direction === 'asc' ? 1 : -1));
  }
  return { records: rows.slice((page - 1) * size, page * size), total: rows.length, current: page, size };
}

export const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'id', label: 'ID', cell: (r) => r.id, sortable: true, hideable: false, width: 96 },
  { id: 'name', label: 'Name', cell: (r) => r.name, sortable: true },
  { id: 'email', label: 'E-mail', cell: (r) => r.email },
];

export function Harness({ onBulk }: { onBulk?(rows: Row[]): void }) {
  const [state, update] = useUrlListState();
  const query = useQuery({
    queryKey: ['test-rows', state.page, state.size, state.keyword, state.sort],
    queryFn: () => fetchPage(state.page, state.size, state.keyword, state.sort),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      tableId="test-users"
      label="Users"
      columns={COLUMNS}
      data={query}
      getRowId={(r) => r.id}
      page={state.page}
      size={state.size}
      onPageChange={(page, size) => update({ page, size })}
      sort={state.sort}
      onSortChange={(sort) => update({ sort })}
      keyword={state.keyword}
      onKeywordChange={(keyword) => update({ keyword })}
      searchPlaceholder="Search users"
      errorTitle="The users could not be loaded."
      bulkActions={(rows, clear) => (
        <Button
          onClick={() => {
            onBulk?.(rows);
            clear();
          }}
        >
          Delete selected
        </Button>
      )}
    />
  );
}
