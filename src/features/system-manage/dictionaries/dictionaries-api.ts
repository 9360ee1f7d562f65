// Dictionary types and items: reads as query options, writes as mutations that refresh every
// dictionary query (the server drops its read-by-code cache on the same writes).
import { api, unwrap } from '../../../api/client.ts';
import { pageQuery, readQuery, statusPageParams } from '../../../api/read-query.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { DictSearch } from './use-dict-search.ts';
import type { DictItemInput, DictTypeInput } from '../../../api/gen/schemas.ts';

export type { DictType, DictTypeInput, DictItem, DictItemInput } from '../../../api/gen/schemas.ts';

export const dictTypesQuery = (s: DictSearch) =>
  pageQuery(['dictionaries', 'types', s], () => api.GET('/system/dict/list', { params: { query: statusPageParams(s) } }));

/** One type (for the items page title). */
export const dictTypeQuery = (id: number) =>
  readQuery(['dictionaries', 'type', id], () => api.GET('/system/dict/detail', { params: { query: { id } } }));

export const dictItemsQuery = (typeId: number) =>
  readQuery(['dictionaries', 'items', typeId], () => api.GET('/system/dict/item/list', { params: { query: { typeId } } }));

const useDictMutation = <A>(call: (arg: A) => Promise<unknown>) => useInvalidatingMutation(call, ['dictionaries']);

export const useSaveDictType = () =>
  useDictMutation(({ id, body }: { id?: number; body: DictTypeInput }) =>
    id ? unwrap(api.POST('/system/dict/update', { params: { query: { id } }, body })) : unwrap(api.POST('/system/dict/add', { body })),
  );

export const useRemoveDictType = () =>
  useDictMutation((id: number) => unwrap(api.POST('/system/dict/remove', { params: { query: { id } } })));

export const useDictTypeStatus = () =>
  useDictMutation(({ id, status }: { id: number; status: 0 | 1 }) =>
    unwrap(api.POST('/system/dict/modify/status', { params: { query: { id, status } } })),
  );

export const useSaveDictItem = () =>
  useDictMutation(({ id, body }: { id?: number; body: DictItemInput }) =>
    id
      ? unwrap(api.POST('/system/dict/item/update', { params: { query: { id } }, body }))
      : unwrap(api.POST('/system/dict/item/add', { body })),
  );

export const useRemoveDictItem = () =>
  useDictMutation((id: number) => unwrap(api.POST('/system/dict/item/remove', { params: { query: { id } } })));

export const useDictItemStatus = () =>
  useDictMutation(({ id, status }: { id: number; status: 0 | 1 }) =>
    unwrap(api.POST('/system/dict/item/modify/status', { params: { query: { id, status } } })),
  );
