// Entering system manage or monitor fetches what the first page needs side by side. Each lazy
// part renders only once the one around it has rendered (the licence gate, then the area, then
// the page for the location, then the page's own imports), so a first visit used to wait for four
// chunk round trips, one after another, before the page asked for its data (home to the users
// list's rows, issue 28). Kept out of routes.tsx: the page registry it reads belongs to the
// signed-in shell's chunk, not to the login route's.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { queryClient } from '../../api/query-client.ts';
import { menusAtom, type MenusState } from '../../api/menu-state.ts';
import { ROUTES, isUnder } from '../../lib/routes.ts';
import { SYSTEM_PAGES } from '../../features/system-manage/pages.ts';
import { resolveSystemPage } from '../../features/system-manage/page-resolution.ts';
import { loadLicenceGate, loadMonitor, loadSystemManage } from './area-chunks.ts';
import { loadKept } from '../../lib/lazy-chunk.ts';

// A failed fetch surfaces where the lazy part renders (loadChunk's preload-error), not here.
const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** Starts the chunks of the area `pathname` is in, and of its page (and its list) once the menus are known. */
export function preloadArea(pathname: string, search: string, menus: MenusState): void {
  if (isUnder(pathname, ROUTES.systemManage)) {
    quietly(() => loadKept(loadLicenceGate));
    quietly(() => loadKept(loadSystemManage));
    const page = menus.status === 'ready' ? resolveSystemPage(menus.system, pathname, SYSTEM_PAGES) : null;
    const loader = page?.loader;
    if (loader) quietly(() => loadKept(loader));
    // A list page's first rows: the call the page will make, started now under the key it reads.
    const list = page?.list;
    if (list) quietly(() => list().then((prefetch) => prefetch(queryClient, new URLSearchParams(search))));
  } else if (isUnder(pathname, ROUTES.monitor)) {
    quietly(() => loadKept(loadLicenceGate));
    quietly(() => loadKept(loadMonitor));
  }
}

/** Mounted by the shell layout: preloads for every location it shows. */
export function usePreloadArea(pathname: string): void {
  const menus = useAtomValue(menusAtom);
  // Once per page entered, with the query string it was entered with: a keyword or page change
  // inside the page is the page's own fetch, not a preload.
  useEffect(() => preloadArea(pathname, window.location.search, menus), [pathname, menus]);
}
