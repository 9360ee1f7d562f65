// The users list's page, size, keyword, sort, status and department, kept in the URL.
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['status', 'deptId'] as const;
export type UsersSearch = ListState<(typeof FILTERS)[number]>;

export const useUsersList = () => useListPage({ tableId: 'system-users', filters: FILTERS });
