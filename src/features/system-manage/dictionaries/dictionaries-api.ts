// Dictionary types and items: reads as query options, writes as mutations that refresh every
// dictionary query (the server drops its read-by-code cache on the same writes).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import type { DictSearch } from './use-dict-search.ts';

export type DictType = components['schemas']['DictType'];
export type DictTypeInput = components['schemas']['DictTypeInput'];
export type DictItem = components['schemas']['DictItem'];
export type DictItemInput = components['schemas']['DictItemInput'];

export const dictTypesQuery = (s: DictSearch) =>
  queryOptions({
    queryKey: [...queryKeys.dictionaries, 'types', s],
    queryFn: () =>
      unwrap(
        api.GET('/system/dict/list', {
          params: {
            query: {
              current: s.page,
              size: s.size,
              keyword: s.keyword || undefined,
              status: s.filters.status ? (Number(s.filters.status) as 0 | 1) : undefined,
            },
          },
        }),
        { hideMessage: true },
      ),
    placeholderData: keepPreviousData,
  });

/** One type (for the items page title), found through the list by id. */
export const dictTypeQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.dictionaries, 'type', id],
    queryFn: () => unwrap(api.GET('/system/dict/detail', { params: { query: { id } } }), { hideMessage: true }),
  });

export const dictItemsQuery = (typeId: number) =>
  queryOptions({
    queryKey: [...queryKeys.dictionaries, 'items', typeId],
    queryFn: () => unwrap(api.GET('/system/dict/item/list', { params: { query: { typeId } } }), { hideMessage: true }),
  });

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
