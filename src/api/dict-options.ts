// The product's own lists (department types, licence types, visit types, notice types) come from
// dictionaries (spec section 3), read by code through GET /system/dict/items?code=. The server
// answers only enabled items of an enabled dictionary, so a disabled item leaves every select
// that reads it. Labels are the item's name in the user's language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api, unwrap } from './client.ts';
import { langAtom } from '../state/lang-state.ts';
import type { components } from './gen/arcana-system.ts';
import type { Lang } from '../lib/language.ts';

type DictOption = components['schemas']['DictOption'];

/** One choice of a select: the stored key and the label to show. */
export interface DictChoice {
  value: string;
  label: string;
}

/** The built-in dictionaries the portal reads (server/services/system/dictionaries/builtin-dicts.ts). */
export const DICT_CODES = {
  departmentType: 'department-type',
  licenseType: 'license-type',
  licenseScope: 'license-scope',
  visitType: 'visit-type',
  noticeType: 'notice-type',
} as const;

// Under the dictionaries' own key, so every dictionary write (which invalidates that key) also
// refreshes the selects that read them.
export const dictOptionsKey = (code: string, lang: Lang) => ['system', 'dictionaries', 'options', code, lang] as const;

/** Tree of items in order, flattened (parents before their children). */
function flatten(items: readonly DictOption[], lang: Lang, into: DictChoice[] = []): DictChoice[] {
  for (const item of items) {
    into.push({ value: item.key, label: item.i18nNames?.[lang] || item.label || item.key });
    flatten(item.children ?? [], lang, into);
  }
  return into;
}

export const dictOptionsQuery = (code: string, lang: Lang) =>
  queryOptions({
    queryKey: dictOptionsKey(code, lang),
    queryFn: async () =>
      flatten(
        ((await unwrap(api.GET('/system/dict/items', { params: { query: { code } } }), { hideMessage: true })) ?? []) as DictOption[],
        lang,
      ),
  });

/** The enabled items of dictionary `code`, labelled in the user's language. */
export function useDictOptions(code: string, opts: { enabled?: boolean } = {}) {
  const lang = useAtomValue(langAtom);
  const query = useQuery({ ...dictOptionsQuery(code, lang), enabled: opts.enabled ?? true });
  const options = query.data ?? [];
  /** The label of a stored key: its item's name, else the key itself (an item disabled since). */
  const labelOf = (value: string | null | undefined) => (value ? (options.find((o) => o.value === value)?.label ?? value) : '');
  return { options, labelOf, isLoading: query.isLoading, isError: query.isError };
}
