// The roles list's page, size, keyword and status filter, kept in the URL.
import { useUrlListState, type ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['status'] as const;
export type RolesSearch = ListState<(typeof FILTERS)[number]>;

/** `[search, update]`; a new keyword or filter starts again from page 1. */
export const useRolesSearch = () => useUrlListState(FILTERS);
