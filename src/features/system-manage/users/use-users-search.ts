// The users list's page, size, keyword, sort, status and department, kept in the URL.
import { listPrefetch, useListPage } from '../../../components/list-page/use-list-page.ts';
import { usersPageQuery } from './users-api.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['status', 'deptId'] as const;
export type UsersSearch = ListState<(typeof FILTERS)[number]>;

const USERS_LIST = { tableId: 'system-users', filters: FILTERS };
export const useUsersList = () => useListPage(USERS_LIST);
export const prefetchUsersList = listPrefetch(USERS_LIST, usersPageQuery);
