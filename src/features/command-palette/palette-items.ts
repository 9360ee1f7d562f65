// What the command palette offers, as pure functions: the pages of the signed-in user's menus,
// their applications, and the users, roles and departments found by a search, matched by name in
// both languages; and the recent choices, kept in localStorage per user and listed first.
import type { NavEntry } from '../../api/menu-model.ts';
import { flattenNav } from '../../api/menu-model.ts';
import type { UserApp } from '../../api/app-list.ts';
import { microAppPath } from '../../lib/routes.ts';
import type { Lang } from '../../lib/language.ts';
import { paletteRecentsKey as recentsKey, readJson, writeJson } from '../../lib/storage-keys.ts';
import { localName } from '../../lib/local-name.ts';

export type PaletteKind = 'recent' | 'page' | 'app' | 'user' | 'role' | 'department';

export interface PaletteItem {
  /** Unique across kinds: `page:user`, `user:12`. */
  key: string;
  kind: Exclude<PaletteKind, 'recent'>;
  /** Shown in the interface language. */
  label: string;
  /** Every name it is found by (both languages, a username). */
  names: string[];
  /** Shown after the label (a username, a code). */
  detail?: string;
  href: string;
}

/** The system-manage pages that the user, role and department results open. */
export const ADMIN_PAGE_CODES = { user: 'user', role: 'role', department: 'organization' } as const;

const fold = (s: string) => s.toLocaleLowerCase();

/** True when `text` is empty or a part of one of the item's names. */
export const matches = (item: Pick<PaletteItem, 'names'>, text: string): boolean =>
  !text.trim() || item.names.some((n) => fold(n).includes(fold(text.trim())));

const bothNames = (e: { name: string; i18nNames?: { en_US?: string; zh_CN?: string } }) =>
  [e.name, e.i18nNames?.en_US, e.i18nNames?.zh_CN].filter((n): n is string => !!n);
const localised = localName;

/** The pages the user may open: leaf entries of their menus, neither hidden nor external. */
export function pageItems(navs: readonly (readonly NavEntry[])[], lang: Lang): PaletteItem[] {
  return navs
    .flatMap((nav) => flattenNav(nav))
    .filter((e) => !e.hidden && !e.external && e.children.length === 0)
    .map((e) => ({ key: `page:${e.path}`, kind: 'page', label: localised(e, lang), names: bothNames(e), href: e.href }));
}

export function appItems(apps: readonly UserApp[], lang: Lang): PaletteItem[] {
  return apps.map((a) => ({
    key: `app:${a.id}`,
    kind: 'app',
    label: localised(a, lang),
    names: bothNames(a),
    href: microAppPath(a.baseUrl || a.code),
  }));
}

/** The admin page (by menu code) the user holds, or undefined: their results need it. */
export const adminPage = (system: readonly NavEntry[], code: string): NavEntry | undefined =>
  flattenNav(system).find((e) => e.code === code && !e.external);

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const userItem = (page: NavEntry, u: { id: number; username: string; realName: string }): PaletteItem => ({
  key: `user:${u.id}`,
  kind: 'user',
  label: u.realName || u.username,
  detail: u.username,
  names: [u.realName, u.username],
  // The users page keeps its keyword in the URL (useListPage): the list opens filtered.
  href: withQuery(page.path, { keyword: u.username }),
});

export const roleItem = (page: NavEntry, r: { id: number; name: string; code: string }): PaletteItem => ({
  key: `role:${r.id}`,
  kind: 'role',
  label: r.name,
  detail: r.code,
  names: [r.name, r.code],
  href: withQuery(page.path, { keyword: r.name }),
});

export const departmentItem = (page: NavEntry, d: { id: number; name: string }): PaletteItem => ({
  key: `department:${d.id}`,
  kind: 'department',
  label: d.name,
  names: [d.name],
  // The organisation page selects (and opens the way to) the department of `selected`.
  href: withQuery(page.path, { selected: String(d.id) }),
});

const MAX_RECENTS = 5;

const isItem = (v: unknown): v is PaletteItem =>
  typeof v === 'object' && v !== null && typeof (v as PaletteItem).key === 'string' && typeof (v as PaletteItem).href === 'string';

export function readRecents(userId: number | string): PaletteItem[] {
  const stored = readJson(recentsKey(userId));
  return Array.isArray(stored) ? stored.filter(isItem).slice(0, MAX_RECENTS) : [];
}

/** The chosen item goes first; the list keeps MAX_RECENTS, once each. */
export function rememberRecent(userId: number | string, item: PaletteItem): void {
  writeJson(recentsKey(userId), [item, ...readRecents(userId).filter((r) => r.key !== item.key)].slice(0, MAX_RECENTS));
}

/**
 * Recents still offered (the user may have lost a page or an application since: a recent is kept
 * only while an item of the same key is offered now, or it is a search result of a page they hold).
 */
export function liveRecents(
  recents: readonly PaletteItem[],
  offered: readonly PaletteItem[],
  searchable: ReadonlySet<PaletteItem['kind']>,
): PaletteItem[] {
  const now = new Map(offered.map((i) => [i.key, i]));
  return recents.flatMap((r) => {
    const current = now.get(r.key);
    if (current) return [current];
    return searchable.has(r.kind) ? [r] : [];
  });
}
