// A list's page, size, keyword, sort and filters kept in the URL query, so a reload, a shared
// link or the back button shows the same page. Pages use it through useListPage
// (src/components/list-page/); a `prefix` ("bindings.") lets two lists share one URL.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { DEFAULT_PAGE_SIZE, clampPageSize } from '../../api/paging.ts';
import type { TableSort } from './data-table-types.ts';

export interface ListState<F extends string> {
  /** 1-based. */
  page: number;
  size: number;
  keyword: string;
  sort: TableSort | null;
  /** Only the filter names the area declared; a missing one is ''. */
  filters: Record<F, string>;
}

export interface ListStatePatch<F extends string> {
  page?: number;
  size?: number;
  keyword?: string;
  sort?: TableSort | null;
  filters?: Partial<Record<F, string>>;
}

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** The list state from a query string (pure: the URL is the state). */
export function parseListState<F extends string>(
  params: URLSearchParams,
  filterNames: readonly F[],
  defaultSize = DEFAULT_PAGE_SIZE,
  prefix = '',
): ListState<F> {
  const get = (name: string) => params.get(prefix + name);
  const sortParam = get('sort');
  const [column, direction] = sortParam ? sortParam.split(',') : [];
  const filters = Object.fromEntries(filterNames.map((f) => [f, get(f) ?? ''])) as Record<F, string>;
  return {
    page: positive(get('page'), 1),
    size: clampPageSize(positive(get('size'), defaultSize)),
    keyword: get('keyword') ?? '',
    sort: column ? { column, direction: direction === 'desc' ? 'desc' : 'asc' } : null,
    filters,
  };
}

/**
 * `[state, update]`: `update` merges a patch into the URL (replacing the history entry). A new
 * keyword, sort, size or filter starts again from page 1.
 */
export function useUrlListState<F extends string = never>(filterNames: readonly F[] = [], defaultSize = DEFAULT_PAGE_SIZE, prefix = '') {
  const [params, setParams] = useSearchParams();
  // Callers pass a new array literal each render: the names' text is what identifies them.
  const key = filterNames.join(',');
  const names = useMemo(() => (key ? (key.split(',') as F[]) : []), [key]);
  const state = useMemo(() => parseListState(params, names, defaultSize, prefix), [params, names, defaultSize, prefix]);

  const update = useCallback(
    (patch: ListStatePatch<F>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (name: string, value: string | null | undefined) => {
            if (value == null || value === '') next.delete(prefix + name);
            else next.set(prefix + name, value);
          };
          const resets = patch.keyword !== undefined || patch.sort !== undefined || patch.size !== undefined || patch.filters !== undefined;
          if (patch.keyword !== undefined) set('keyword', patch.keyword);
          if (patch.sort !== undefined) set('sort', patch.sort ? `${patch.sort.column},${patch.sort.direction}` : null);
          if (patch.size !== undefined) set('size', patch.size === defaultSize ? null : String(clampPageSize(patch.size)));
          for (const [name, value] of Object.entries<string | undefined>(patch.filters ?? {})) set(name, value);
          const page = patch.page ?? (resets ? 1 : undefined);
          if (page !== undefined) set('page', page > 1 ? String(page) : null);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaultSize, prefix],
  );

  return [state, update] as const;
}
