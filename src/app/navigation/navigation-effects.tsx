// Applies the navigation rules (navigation-rules.ts) and the tab title and icon to the running
// shell: reload into login, current route, back-forward cache restore, unload clean-up.
import { useEffect, useMemo, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react';
import { useLocation, useSearch } from 'wouter';
import { loginStatusAtom, getToken } from '../../state/session-state.ts';
import { platformConfigAtom } from '../../state/platform-state.ts';
import { langAtom } from '../../state/lang-state.ts';
import { currentRouteAtom, dynamicRouteTitlesAtom, menuTitlesAtom } from '../../state/route-state.ts';
import { STORAGE_KEYS, readJson } from '../../lib/storage-keys.ts';
import {
  KEYS_CLEARED_ON_UNLOAD,
  restoredPageTarget,
  takeGuardRedirect,
  shouldReloadIntoLogin,
  shouldSwitchCurrentRoute,
} from './navigation-rules.ts';
import { applyTabLook, tabLook } from './document-title.ts';

export interface NavigationEffectsProps {
  /** Full reload; tests replace it. */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

export function NavigationEffects({ reload = reloadPage }: NavigationEffectsProps) {
  const [path] = useLocation();
  const search = useSearch();
  const previous = useRef<string | null>(null);
  const setCurrentRoute = useSetAtom(currentRouteAtom);
  const loggedIn = useAtomValue(loginStatusAtom);
  const config = useAtomValue(platformConfigAtom);
  const lang = useAtomValue(langAtom);
  const registeredTitles = useAtomValue(dynamicRouteTitlesAtom);
  // Menu titles are written by the signed-in shell (syncMenuTitles), not derived here, so the
  // login route does not carry the menu model.
  const menuTitles = useAtomValue(menuTitlesAtom);
  const dynamicTitles = useMemo(() => ({ ...menuTitles.routes, ...registeredTitles }), [menuTitles, registeredTitles]);
  const microApp = menuTitles.microApp;
  // The static route titles ("Home") come from the active catalog, which may arrive after the
  // language has changed (a stored preference applied at sign-in): the title waits for it too.
  const { i18n } = useLingui();
  const catalog = i18n.locale;

  useEffect(() => {
    if (takeGuardRedirect(path)) return; // refused by a guard before it was entered
    const before = previous.current;
    previous.current = path;
    if (shouldReloadIntoLogin(before, path)) {
      reload();
      return;
    }
    if (shouldSwitchCurrentRoute(before, path)) setCurrentRoute({ path, search: search ? `?${search}` : '', previousPath: before });
  }, [path, search, reload, setCurrentRoute]);

  useEffect(() => {
    applyTabLook(tabLook(path, lang, config, dynamicTitles, microApp));
  }, [path, lang, catalog, config, dynamicTitles, microApp, loggedIn]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      // A restored page kept its memory from before: read the token from storage, where a login
      // in another tab would have put it, and load home afresh rather than from stale atoms.
      const stored = (readJson(STORAGE_KEYS.authority) as { token?: string } | undefined)?.token ?? getToken();
      const target = restoredPageTarget(event.persisted, window.location.pathname, Boolean(stored));
      if (target) window.location.replace(target);
    };
    const onUnload = () => {
      for (const key of KEYS_CLEARED_ON_UNLOAD) localStorage.removeItem(STORAGE_KEYS[key]);
    };
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('pagehide', onUnload);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('pagehide', onUnload);
    };
  }, []);

  return null;
}
