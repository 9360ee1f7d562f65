// From the server's menu trees to what the shell shows: category 1 entries become navigation
// entries (routes + sidebar), category 2 entries become button permissions. Pure functions.
import type { components } from './gen/arcana-system.ts';
import type { ButtonPermission } from '../state/session-state.ts';
import { matchMenuPath, menuHref, resolveMenuPath } from '../lib/menu-paths.ts';
import { licenceBlocks } from '../lib/licence-status.ts';

export type MenuEntry = components['schemas']['MenuEntry'];
type I18nNames = components['schemas']['I18nNames'];

export const SYSTEM_MANAGE_APP_CODE = '10010';
export const MONITOR_APP_CODE = '10012';
/** The system-manage entry that stays usable when the licence is expired or not activated. */
export const LICENSE_MENU_CODE = 'license';

export interface NavEntry {
  code: string;
  name: string;
  i18nNames?: I18nNames;
  /** Icon name (`source` of the menu entry). */
  icon?: string;
  /** Route path (or URL when external). */
  path: string;
  /** Path with the route query: the link target. */
  href: string;
  query: Record<string, string>;
  external: boolean;
  /** Opens in a new browser tab. */
  newWindow: boolean;
  hidden: boolean;
  /** Starts collapsed in the sidebar. */
  collapsed: boolean;
  views?: string;
  component?: string;
  children: NavEntry[];
}

const bySort = (a: MenuEntry, b: MenuEntry) => (a.sort ?? 0) - (b.sort ?? 0);

/** Category-1 entries of one application's tree, with paths resolved against its base. */
export function buildNav(tree: readonly MenuEntry[], base: string): NavEntry[] {
  return [...tree]
    .filter((m) => m.category === 1)
    .sort(bySort)
    .map((m) => {
      const resolved = resolveMenuPath(m, base);
      return {
        code: m.code,
        name: m.name,
        i18nNames: m.i18nNames,
        icon: m.source || undefined,
        path: resolved.path,
        href: resolved.external ? resolved.path : menuHref(resolved),
        query: resolved.query,
        external: resolved.external,
        newWindow: m.isOpen === true,
        hidden: m.hidden === true,
        collapsed: m.isCollapsed === true,
        views: m.views || undefined,
        component: m.component || undefined,
        children: buildNav(m.children ?? [], base),
      };
    });
}

/** Every category-2 entry of the trees, once per code. */
export function collectButtons(...trees: ReadonlyArray<readonly MenuEntry[]>): ButtonPermission[] {
  const seen = new Map<string, ButtonPermission>();
  const walk = (list: readonly MenuEntry[]) => {
    for (const m of list) {
      if (m.category === 2 && !seen.has(m.code)) seen.set(m.code, { code: m.code, name: m.name });
      walk(m.children ?? []);
    }
  };
  trees.forEach(walk);
  return [...seen.values()];
}

/** Entries a sidebar shows: hidden ones (and their children) are left out. */
export function visibleNav(entries: readonly NavEntry[]): NavEntry[] {
  return entries.filter((e) => !e.hidden).map((e) => ({ ...e, children: visibleNav(e.children) }));
}

/** The chain of entries from a root to the one whose path matches `pathname` (breadcrumb). */
export function findTrail(entries: readonly NavEntry[], pathname: string): NavEntry[] {
  for (const e of entries) {
    const below = findTrail(e.children, pathname);
    if (below.length) return [e, ...below];
    if (!e.external && matchMenuPath(e.path, pathname)) return [e];
  }
  return [];
}

/**
 * The trail of the entry that owns `pathname`: its own entry, or else the deepest entry whose
 * path the location is below (a sub-page such as /system-manage/user/5/authority belongs to the
 * user entry). Breadcrumb and sidebar highlight the owner of a sub-page.
 */
export function findOwnerTrail(entries: readonly NavEntry[], pathname: string): NavEntry[] {
  const path = pathname.replace(/\/+$/, '');
  const exact = findTrail(entries, path);
  if (exact.length) return exact;
  for (const e of entries) {
    if (e.external) continue;
    const below = findOwnerTrail(e.children, path);
    if (below.length) return [e, ...below];
  }
  const owner = entries
    .filter((e) => !e.external && path.startsWith(`${e.path.replace(/\/+$/, '')}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return owner ? [owner] : [];
}

export function flattenNav(entries: readonly NavEntry[]): NavEntry[] {
  return entries.flatMap((e) => [e, ...flattenNav(e.children)]);
}

/** Licence gate (spec sections 4 and 6): on an expired or missing licence only the licence entry stays usable. */
export function isEntryDisabled(entry: NavEntry, area: 'system' | 'monitor' | 'other', licenseStatus: number | null | undefined): boolean {
  return area === 'system' && licenceBlocks(licenseStatus) && entry.code !== LICENSE_MENU_CODE;
}

/** The licence entry of the system-manage tree, if the user holds it. */
export const findLicenseEntry = (systemNav: readonly NavEntry[]): NavEntry | undefined =>
  flattenNav(systemNav).find((e) => e.code === LICENSE_MENU_CODE);
