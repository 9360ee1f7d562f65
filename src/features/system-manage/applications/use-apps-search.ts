// The applications list's page, size, keyword and filters (group, status) kept in the URL.
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['groupId', 'state'] as const;
export type AppsSearch = ListState<(typeof FILTERS)[number]>;

export const useAppsList = () => useListPage({ tableId: 'system-apps', filters: FILTERS });
