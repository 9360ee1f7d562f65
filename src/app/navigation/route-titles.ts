// Localized titles of the static routes (spec section 2: route metadata title and i18nNames),
// used for the browser tab. Extend the table for new static routes; routes built from server
// menus register theirs in dynamicRouteTitlesAtom (src/state/route-state.ts) instead.
import { t } from '@lingui/core/macro';
import { ROUTES } from '../../lib/routes.ts';

export interface RouteTitle {
  /** Path pattern: exact, or a prefix when it ends with "/*". */
  path: string;
  /** Read at render time so the title follows the active language. */
  title: () => string;
}

export const ROUTE_TITLES: RouteTitle[] = [
  { path: ROUTES.login, title: () => t`Login` },
  { path: ROUTES.home, title: () => t`Home` },
  { path: ROUTES.profile, title: () => t`Base Info` },
  { path: ROUTES.authority, title: () => t`Permission` },
  { path: ROUTES.personalSpace, title: () => t`Personal space` },
  { path: ROUTES.noAuthority, title: () => t`No permission` },
  { path: `${ROUTES.systemManage}/*`, title: () => t`System management` },
  { path: ROUTES.systemManage, title: () => t`System management` },
  { path: `${ROUTES.monitor}/*`, title: () => t`Monitoring` },
  { path: ROUTES.monitor, title: () => t`Monitoring` },
];

/** The static title of a path: an exact entry first, then the longest matching prefix entry. */
export function staticRouteTitle(path: string): string | undefined {
  const exact = ROUTE_TITLES.find((r) => r.path === path);
  if (exact) return exact.title();
  const prefix = ROUTE_TITLES.filter((r) => r.path.endsWith('/*') && path.startsWith(r.path.slice(0, -1))).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
  return prefix?.title();
}
