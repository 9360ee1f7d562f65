// What the registry hands every system-manage page, and what a page module exports.
import type { ComponentType } from 'react';
import type { NavEntry } from '../../api/menu-model.ts';
import type { ListPrefetch } from '../../components/list-page/use-list-page.ts';

export interface SystemPageProps {
  /** The menu entry's name in the user's language: the page's h1. */
  title: string;
  /** The menu entry the page belongs to (its code, path, query). */
  entry: NavEntry;
  /** Parameters of a sub-route, e.g. `{ id: '5' }` for `user/:id/authority`; empty on the page itself. */
  params: Readonly<Record<string, string>>;
}

/** A page module's default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType<SystemPageProps> }>;

export interface PageDefinition {
  /** The page at the menu entry's own path. */
  page: PageLoader;
  /** A list page's prefetch of the list its URL names (listPrefetch), started before its chunk loads. */
  list?: () => Promise<ListPrefetch>;
  /** Its code is fetched once home has shown its cards and the browser is idle, when the user's
   *  menus hold it (app/navigation/area-preload.ts), so its first open does not wait for chunks.
   *  For the most visited pages; the page /system-manage opens is fetched so anyway. */
  warm?: true;
  /** Pages below it, by pattern relative to the entry's path (`:id/authority`). */
  sub?: Readonly<Record<string, PageLoader>>;
}
