// The menus of the signed-in user: system manage (10010), monitor (10012) and the current
// application, fetched after login. Category 2 entries feed buttonPermissionsAtom.
import { atom } from 'jotai';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { queryClient } from './query-client.ts';
import { store } from '../state/store.ts';
import { SESSION_ENDED, buttonPermissionsAtom, sessionEvents } from '../state/session-state.ts';
import { MONITOR_APP_CODE, SYSTEM_MANAGE_APP_CODE, buildNav, collectButtons, type MenuEntry, type NavEntry } from './menu-model.ts';
import { ROUTES } from '../lib/routes.ts';

/** Sidebar expansion mode of an application: one category open at a time, or several. */
export type ExpandMode = 'single' | 'multiple';

export type MenusStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface MenusState {
  status: MenusStatus;
  system: NavEntry[];
  monitor: NavEntry[];
  /** Menus of the application open under /passportal, keyed by its code. */
  app: { code: string; name?: string; i18nNames?: MenuEntry['i18nNames']; nav: NavEntry[]; expandMode: ExpandMode; base?: string } | null;
}

export const EMPTY_MENUS: MenusState = { status: 'idle', system: [], monitor: [], app: null };
export const menusAtom = atom<MenusState>(EMPTY_MENUS);

const raw = { system: [] as MenuEntry[], monitor: [] as MenuEntry[], app: [] as MenuEntry[] };

const fetchTree = (appCode: string) =>
  unwrap(api.GET('/system/menu/app-routes', { params: { query: { appCode } } }), { hideMessage: true }).then((d) => d ?? []);

/**
 * An application's menus are cached per application, so opening it again within the query
 * client's staleTime (30 s, as the other catalogue queries) shows them without a request. The
 * server tells the browser nothing, so they are fetched again when stale, after a menu write in
 * this tab (under menus management's `['system', 'menus']`, which its writes invalidate), and
 * when the permissions fingerprint changes (reloadMenus).
 */
const APP_MENUS_KEY = ['system', 'menus', 'app-routes'] as const;
const appMenusQuery = (appCode: string) => queryOptions({ queryKey: [...APP_MENUS_KEY, appCode], queryFn: () => fetchTree(appCode) });

/** Sets the button-permission list, unless it holds the same entries: each change re-checks
 *  every `<arcana-permission>` and sends `permissions-changed` to every running application
 *  (a prefetched one re-renders in its hidden sandbox), on every open and leave of an
 *  application without buttons of its own, ahead of the opened application's first content. */
function publishButtons() {
  const next = collectButtons(raw.system, raw.monitor, raw.app);
  const now = store.get(buttonPermissionsAtom);
  if (next.length === now.length && next.every((b, i) => b.code === now[i]!.code && b.name === now[i]!.name)) return;
  store.set(buttonPermissionsAtom, next);
}

let inflight: Promise<void> | null = null;

/** Loads the shell's menus once per session (again after `resetMenus`). */
export function loadShellMenus(): Promise<void> {
  if (store.get(menusAtom).status === 'ready') return Promise.resolve();
  inflight ??= (async () => {
    store.set(menusAtom, { ...store.get(menusAtom), status: 'loading' });
    try {
      const [system, monitor] = await Promise.all([fetchTree(SYSTEM_MANAGE_APP_CODE), fetchTree(MONITOR_APP_CODE)]);
      raw.system = system;
      raw.monitor = monitor;
      store.set(menusAtom, {
        ...store.get(menusAtom),
        status: 'ready',
        system: buildNav(system, ROUTES.systemManage),
        monitor: buildNav(monitor, ROUTES.monitor),
      });
      publishButtons();
    } catch {
      store.set(menusAtom, { ...store.get(menusAtom), status: 'error' });
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** The application whose menus loadAppMenus was last asked for. */
let wantedApp: string | null = null;

type AppOfMenus = { code: string; name?: string; i18nNames?: MenuEntry['i18nNames']; baseUrl?: string; menuExpandMode?: ExpandMode };

/** The sidebar entries of a tree, built once per tree (an open with cached menus builds none). */
const builtNav = new WeakMap<MenuEntry[], { base: string; nav: NavEntry[] }>();
function navOf(tree: MenuEntry[], base: string): NavEntry[] {
  const built = builtNav.get(tree);
  if (built?.base === base) return built.nav;
  const nav = buildNav(tree, base);
  builtNav.set(tree, { base, nav });
  return nav;
}

function showAppMenus(app: AppOfMenus, tree: MenuEntry[]): void {
  raw.app = tree;
  const base = app.baseUrl || app.code;
  store.set(menusAtom, {
    ...store.get(menusAtom),
    app: {
      code: app.code,
      name: app.name,
      i18nNames: app.i18nNames,
      nav: navOf(tree, base),
      expandMode: app.menuExpandMode ?? 'single',
      base,
    },
  });
  publishButtons();
}

/** The cached menus of an application, unless a menu write or a permission change invalidated them. */
function keptAppMenus(appCode: string): MenuEntry[] | undefined {
  const query = queryClient.getQueryCache().find<MenuEntry[]>({ queryKey: [...APP_MENUS_KEY, appCode], exact: true });
  return query && !query.state.isInvalidated ? query.state.data : undefined;
}

/** Fetches an application's menus ahead of its first open (with its idle prefetch). */
export function prefetchAppMenus(appCode: string): Promise<void> {
  return queryClient.query(appMenusQuery(appCode)).then(
    () => undefined,
    () => undefined, // the open asks again
  );
}

/**
 * The current application's menus (its buttons join the permission list); null clears them.
 * Menus cached from an earlier open or the prefetch show at once, even when older than the
 * query's staleTime, and are fetched again behind them (the sidebar changes only if they did:
 * the query keeps the same tree when the answer is equal). Menus invalidated by a menu write or
 * a permission change are never shown: the open waits for the new ones.
 */
export async function loadAppMenus(app: AppOfMenus | null): Promise<void> {
  wantedApp = app?.code ?? null;
  if (!app) {
    raw.app = [];
    store.set(menusAtom, { ...store.get(menusAtom), app: null });
    publishButtons();
    return;
  }
  if (store.get(menusAtom).app?.code === app.code) return;
  const kept = keptAppMenus(app.code);
  if (kept) showAppMenus(app, kept);
  try {
    const tree = await queryClient.query(appMenusQuery(app.code));
    if (wantedApp !== app.code) return; // left (or another opened) while they loaded
    if (tree !== kept) showAppMenus(app, tree);
  } catch {
    if (wantedApp !== app.code || kept) return; // keep what is shown
    showAppMenus(app, []);
  }
}

/**
 * Fetches the shell's and the open application's menus again (their grants changed on the
 * server): the sidebar, the button-permission list, `<arcana-permission>` and the open
 * application's `permissions-changed` bus event all follow from the atoms set here.
 */
export async function reloadMenus(): Promise<void> {
  if (store.get(menusAtom).status !== 'ready') return;
  try {
    const appCode = store.get(menusAtom).app?.code;
    // The other applications' cached menus are stale too: fetched again when next opened.
    void queryClient.invalidateQueries({ queryKey: APP_MENUS_KEY, refetchType: 'none' });
    const [system, monitor, app] = await Promise.all([
      fetchTree(SYSTEM_MANAGE_APP_CODE),
      fetchTree(MONITOR_APP_CODE),
      appCode ? queryClient.query(appMenusQuery(appCode)) : Promise.resolve([]),
    ]);
    raw.system = system;
    raw.monitor = monitor;
    const current = store.get(menusAtom);
    if (appCode && current.app?.code === appCode) raw.app = app;
    store.set(menusAtom, {
      ...current,
      system: buildNav(system, ROUTES.systemManage),
      monitor: buildNav(monitor, ROUTES.monitor),
      app:
        current.app && current.app.code === appCode
          ? { ...current.app, nav: navOf(app, current.app.base ?? current.app.code) }
          : current.app,
    });
    publishButtons();
  } catch {
    // Keep what is shown; the next change of the fingerprint tries again.
  }
}

export function resetMenus(): void {
  raw.system = [];
  raw.monitor = [];
  raw.app = [];
  store.set(menusAtom, EMPTY_MENUS);
}

// A new session (or another user) must never see the previous user's menus.
sessionEvents.addEventListener(SESSION_ENDED, resetMenus);
