// Tab titles of the routes built from server menus (spec section 2: route metadata title and
// i18nNames): every system-manage and monitor entry is titled with its own localised name, and
// a micro-app route with the localised name of the application it hosts.
import { menuTitlesAtom, type DynamicRouteTitle } from '../../state/route-state.ts';
import { store } from '../../state/store.ts';
import { flattenNav } from '../../api/menu-model.ts';
import { menusAtom, type MenusState } from '../../api/menu-state.ts';

/** Route path -> title of every menu entry of the shell's menus. */
export function menuRouteTitles(menus: Pick<MenusState, 'system' | 'monitor'>): Record<string, DynamicRouteTitle> {
  const titles: Record<string, DynamicRouteTitle> = {};
  for (const entry of flattenNav([...menus.system, ...menus.monitor])) {
    if (entry.external) continue;
    titles[entry.path] = { title: entry.name, ...(entry.i18nNames ? { i18nNames: entry.i18nNames } : {}) };
  }
  return titles;
}

/** The title of the application open under /passportal, when its menus are loaded. */
export function microAppTitle(menus: Pick<MenusState, 'app'>): DynamicRouteTitle | undefined {
  const app = menus.app;
  if (!app?.name) return undefined;
  return { title: app.name, ...(app.i18nNames ? { i18nNames: app.i18nNames } : {}) };
}

/** Keeps menuTitlesAtom in step with the menus while signed in; returns the unsubscribe. */
export function syncMenuTitles(): () => void {
  const write = () => {
    const menus = store.get(menusAtom);
    store.set(menuTitlesAtom, { routes: menuRouteTitles(menus), microApp: microAppTitle(menus) });
  };
  write();
  return store.sub(menusAtom, write);
}
