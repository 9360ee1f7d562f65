// The users list's page, size, keyword, sort, status and department, kept in the URL.
import { useUrlListState, type ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['status', 'deptId'] as const;
export type UsersSearch = ListState<(typeof FILTERS)[number]>;

export const useUsersSearch = () => useUrlListState(FILTERS);
