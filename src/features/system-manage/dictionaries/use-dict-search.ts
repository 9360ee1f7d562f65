// The dictionary list's page, size, keyword and status filter, kept in the URL.
import { useUrlListState, type ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['status'] as const;
export type DictSearch = ListState<(typeof FILTERS)[number]>;

export const useDictSearch = () => useUrlListState(FILTERS);
