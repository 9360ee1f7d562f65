// The roles list's page, size, keyword and status filter, and the bindings page's list of the
// role's users (under `bindings.`), kept in the URL.
import { listPrefetch, useListPage } from '../../../components/list-page/use-list-page.ts';
import { rolesPageQuery } from './roles-api.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['status'] as const;
export type RolesSearch = ListState<(typeof FILTERS)[number]>;

/** A new keyword or filter starts again from page 1. */
const ROLES_LIST = { tableId: 'system-roles', filters: FILTERS };
export const useRolesList = () => useListPage(ROLES_LIST);
export const prefetchRolesList = listPrefetch(ROLES_LIST, rolesPageQuery);
/** The users holding a role directly: `?bindings.page=2&bindings.keyword=ann`. */
export const useRoleBindingsList = () => useListPage({ tableId: 'system-role-users', prefix: 'bindings.' });
