// The dictionary list's page, size, keyword and status filter, kept in the URL.
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['status'] as const;
export type DictSearch = ListState<(typeof FILTERS)[number]>;

export const useDictList = () => useListPage({ tableId: 'system-dictionaries', filters: FILTERS });
