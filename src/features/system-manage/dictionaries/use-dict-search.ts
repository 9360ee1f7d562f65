// The dictionary list's page, size, keyword and status filter, kept in the URL.
import { listPrefetch, useListPage } from '../../../components/list-page/use-list-page.ts';
import { dictTypesQuery } from './dictionaries-api.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

const FILTERS = ['status'] as const;
export type DictSearch = ListState<(typeof FILTERS)[number]>;

const DICT_LIST = { tableId: 'system-dictionaries', filters: FILTERS };
export const useDictList = () => useListPage(DICT_LIST);
export const prefetchDictList = listPrefetch(DICT_LIST, dictTypesQuery);
