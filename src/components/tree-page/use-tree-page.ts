// useTreePage: a tree page's state kept in the URL, as useListPage keeps a list's: the selected
// node (`?selected=12`, what the command palette links to), the search (`?keyword=sal`) and the
// page's own choices (the menus page's application, `?app=10012`). A reload, a shared link or the
// back button shows the same node; every change replaces the history entry.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

export interface TreePageState<F extends string = never> {
  /** The selected node's id, or null. */
  selected: number | null;
  keyword: string;
  /** The page's own parameters; a missing one is ''. */
  filters: Record<F, string>;
  select(id: number | null): void;
  search(keyword: string): void;
  /** Changes a page parameter; the selection belongs to the old value, so it is dropped. */
  filter(name: F, value: string): void;
}

export function useTreePage<F extends string = never>(filterNames: readonly F[] = []): TreePageState<F> {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join(',');
  const set = useCallback(
    (patch: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(patch)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return useMemo(
    () => ({
      selected: Number(params.get('selected')) || null,
      keyword: params.get('keyword') ?? '',
      filters: Object.fromEntries((key ? key.split(',') : []).map((f) => [f, params.get(f) ?? ''])) as Record<F, string>,
      select: (id) => set({ selected: id == null ? null : String(id) }),
      search: (keyword) => set({ keyword }),
      filter: (name, value) => set({ [name]: value, selected: null }),
    }),
    [params, key, set],
  );
}
