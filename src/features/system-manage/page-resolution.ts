// Which page a system-manage location shows: the menu entry whose path equals the location, or
// else the deepest entry whose path the location starts with, with the rest matched against that
// page's sub-routes (`/system-manage/user/5/authority` -> the user page's `:id/authority`).
// Pure (no React), so it is tested on its own.
import { findTrail, flattenNav, isEntryDisabled, type NavEntry } from '../../api/menu-model.ts';
import type { PageDefinition, PageLoader } from './page-types.ts';

export interface ResolvedPage {
  entry: NavEntry;
  /** null: this portal has no page for the entry (no-page-entry.tsx). */
  loader: PageLoader | null;
  params: Record<string, string>;
  /** The sub-route pattern that matched, or null for the entry's own page. */
  subRoute: string | null;
  /** The entry's own page's list prefetch (pages.ts `list`); null for a sub-page or a page without a list. */
  list: PageDefinition['list'] | null;
}

const trim = (path: string) => path.replace(/\/+$/, '');

/** Matches `5/authority` against `:id/authority`; null when it does not fit. */
export function matchSubRoute(pattern: string, rest: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = rest.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i]!;
    const h = decodeURIComponent(have[i]!);
    if (w.startsWith(':')) params[w.slice(1)] = h;
    else if (w !== h) return null;
  }
  return params;
}

/** The page for `pathname`, or null when no menu entry the user holds covers it (-> /no-auth). */
export function resolveSystemPage(
  nav: readonly NavEntry[],
  pathname: string,
  pages: Readonly<Record<string, PageDefinition>>,
): ResolvedPage | null {
  const path = trim(pathname);
  const exact = findTrail(nav, path).at(-1);
  if (exact) {
    const definition = pages[exact.code];
    return { entry: exact, loader: definition?.page ?? null, params: {}, subRoute: null, list: definition?.list ?? null };
  }
  const owners = flattenNav(nav)
    .filter((e) => !e.external && path.startsWith(`${trim(e.path)}/`))
    .sort((a, b) => b.path.length - a.path.length);
  for (const entry of owners) {
    const rest = path.slice(trim(entry.path).length + 1);
    for (const [pattern, loader] of Object.entries(pages[entry.code]?.sub ?? {})) {
      const params = matchSubRoute(pattern, rest);
      if (params) return { entry, loader, params, subRoute: pattern, list: null };
    }
  }
  return null;
}

/** The entry /system-manage itself opens: the first one the user can use. */
export const firstSystemEntry = (nav: readonly NavEntry[], licenseStatus: number | null | undefined): NavEntry | undefined =>
  flattenNav(nav).find((e) => !e.external && !e.hidden && !isEntryDisabled(e, 'system', licenseStatus));
