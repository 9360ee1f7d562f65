// The route the shell settled on after each navigation (spec section 2: "after navigation, if
// the path changed and is not login, the current app and menu are switched"). Written only by
// the shell's navigation rules (src/app/navigation); features read it to switch the current
// application and menu. It lives in state/ because features may import it but not app.
import { atom } from 'jotai';

export interface CurrentRoute {
  /** Path without query, e.g. "/passportal/crm/orders". */
  path: string;
  /** Query string with its "?", or "". */
  search: string;
  /** The path before this navigation; null for the first page of a load. */
  previousPath: string | null;
}

/** null until the first navigation that is not the login route. */
export const currentRouteAtom = atom<CurrentRoute | null>(null);

/** Titles of routes only known at run time (menu routes): path -> title and localized names. */
export interface DynamicRouteTitle {
  title: string;
  i18nNames?: Partial<Record<'en_US' | 'zh_CN', string>>;
}
export const dynamicRouteTitlesAtom = atom<Record<string, DynamicRouteTitle>>({});

/** Titles taken from the signed-in user's menus, written by the signed-in shell (so the login
 *  route does not carry the menu model): route path -> title, and the open application's title. */
export interface MenuTitles {
  routes: Record<string, DynamicRouteTitle>;
  microApp?: DynamicRouteTitle;
}
export const menuTitlesAtom = atom<MenuTitles>({ routes: {} });
