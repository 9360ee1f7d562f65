// Entering system manage or monitor fetches what the first page needs side by side. Each lazy
// part renders only once the one around it has rendered (the licence gate, then the area, then
// the page for the location, then the page's own imports), so a first visit used to wait for four
// chunk round trips, one after another, before the page asked for its data (home to the users
// list's rows, issue 28). Kept out of routes.tsx: the page registry it reads belongs to the
// signed-in shell's chunk, not to the login route's.
import { useLayoutEffect } from 'react';
import { useAtomValue } from 'jotai';
import { queryClient } from '../../api/query-client.ts';
import { menusAtom, type MenusState } from '../../api/menu-state.ts';
import { ROUTES, isUnder } from '../../lib/routes.ts';
import { store } from '../../state/store.ts';
import { flattenNav } from '../../api/menu-model.ts';
import type { PageDefinition } from '../../features/system-manage/page-types.ts';
import type { ListPrefetch } from '../../components/list-page/use-list-page.ts';
import { SYSTEM_PAGES } from '../../features/system-manage/pages.ts';
import { firstSystemEntry, resolveSystemPage, type ResolvedPage } from '../../features/system-manage/page-resolution.ts';
import { loadLicenceGate, loadMonitor, loadSystemManage } from './area-chunks.ts';
import { loadKept } from '../../lib/lazy-chunk.ts';

/** The breadcrumb every area page shows (main-layout.tsx renders it). */
export const loadMenuBreadcrumb = () => import('../../features/menus/menu-breadcrumb.tsx');

// A failed fetch surfaces where the lazy part renders (loadChunk's preload-error), not here.
const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** Starts the code of the area `pathname` is in and of its page; returns that page, once the menus are known. */
function preloadAreaCode(pathname: string, menus: MenusState): ResolvedPage | null {
  const system = isUnder(pathname, ROUTES.systemManage);
  if (!system && !isUnder(pathname, ROUTES.monitor)) return null;
  quietly(() => loadKept(loadLicenceGate));
  quietly(() => loadKept(loadMenuBreadcrumb));
  if (!system) {
    quietly(() => loadKept(loadMonitor));
    return null;
  }
  quietly(() => loadKept(loadSystemManage));
  const page = menus.status === 'ready' ? resolveSystemPage(menus.system, pathname, SYSTEM_PAGES) : null;
  const loader = page?.loader;
  if (loader) quietly(() => loadKept(loader));
  if (page?.list) quietly(loadList(page.list));
  return page;
}

type ListModule = NonNullable<ResolvedPage['list']>;
/** The list prefetches whose module has arrived, to be called without waiting a turn. */
const listsLoaded = new WeakMap<ListModule, ListPrefetch>();
const loadList = (list: ListModule) => () => list().then((prefetch) => (listsLoaded.set(list, prefetch), prefetch));

/** Starts the chunks of the area `pathname` is in, and of its page (and its list) once the menus are known. */
export function preloadArea(pathname: string, search: string, menus: MenusState): void {
  // A list page's first rows: the call the page will make, started now under the key it reads.
  const list = preloadAreaCode(pathname, menus)?.list;
  if (!list) return;
  const params = new URLSearchParams(search);
  const loaded = listsLoaded.get(list);
  // With its module in, the call goes out during the commit, ahead of the calls the page's parts
  // make from their effects: the server answers one database call at a time, and behind the
  // users page's department tree (a count over every user) the list's rows waited for it.
  if (loaded) quietly(() => loaded(queryClient, params));
  else quietly(() => loadList(list)().then((prefetch) => prefetch(queryClient, params)));
}

/** A sidebar link pointed at or focused: its page's code (not its data) is fetched before the click. */
export function preloadLink(href: string): void {
  preloadAreaCode(new URL(href, window.location.href).pathname, store.get(menusAtom));
}

/**
 * Run once home has shown its cards and the browser is idle: the code of the areas the user's
 * menus hold, of the page /system-manage opens and of the pages marked `warm` (pages.ts), so entering an area the first time renders
 * at once. Otherwise the area's first render suspended, and React holds back what replaces a
 * fallback until 300 ms after it was shown (issue 28). No data is fetched.
 */
export function preloadMenuAreas(menus: MenusState, licenseStatus: number | null | undefined): void {
  // `npm run bench` and a test or two switch prefetch off, to see a first entry's own fetches.
  if ((window as { __ARCANA_NO_PREFETCH__?: boolean }).__ARCANA_NO_PREFETCH__ || menus.status !== 'ready') return;
  const first = firstSystemEntry(menus.system, licenseStatus);
  if (first) preloadAreaCode(first.path, menus);
  for (const entry of flattenNav(menus.system)) {
    const page: PageDefinition | undefined = SYSTEM_PAGES[entry.code as keyof typeof SYSTEM_PAGES];
    if (!page?.warm) continue;
    quietly(() => loadKept(page.page));
    if (page.list) quietly(loadList(page.list));
  }
  if (menus.monitor.length > 0) preloadAreaCode(ROUTES.monitor, menus);
}

/** Mounted by the shell layout: preloads for every location it shows. */
export function usePreloadArea(pathname: string): void {
  const menus = useAtomValue(menusAtom);
  // Once per page entered, with the query string it was entered with: a keyword or page change
  // inside the page is the page's own fetch, not a preload. A layout effect: it runs before the
  // page's own effects start their calls.
  useLayoutEffect(() => preloadArea(pathname, window.location.search, menus), [pathname, menus]);
}
