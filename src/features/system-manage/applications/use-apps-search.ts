// The applications list's page, size, keyword and filters (group, status) kept in the URL.
import { listPrefetch, useListPage } from '../../../components/list-page/use-list-page.ts';
import { appsPageQuery } from './applications-api.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['groupId', 'state'] as const;
export type AppsSearch = ListState<(typeof FILTERS)[number]>;

const APPS_LIST = { tableId: 'system-apps', filters: FILTERS };
export const useAppsList = () => useListPage(APPS_LIST);
export const prefetchAppsList = listPrefetch(APPS_LIST, appsPageQuery);
