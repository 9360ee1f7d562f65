// Server-side paging for every list: `current` (from 1) and `size` (at most 100), answered as
// {records, total, current, size}. The total comes from `count(*) over()` in the same query, so a
// page costs one round trip; only a page past the end needs a second query for the total.
import { sql } from 'drizzle-orm';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface PageWindow {
  current: number;
  size: number;
  limit: number;
  offset: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export function pageWindow(query: { current?: number; size?: number }): PageWindow {
  const size = Math.min(Math.max(Math.trunc(query.size ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const current = Math.max(Math.trunc(query.current ?? 1), 1);
  return { current, size, limit: size, offset: (current - 1) * size };
}

/** Select this as `total` beside the row's columns. */
export const totalOver = () => sql<number>`count(*) over()`.mapWith(Number);

/**
 * Turns rows selected with `total: totalOver()` into a page. `countAll` is called only when the
 * page is past the end (no rows, so no window total to read).
 */
export async function toPage<R extends { total: number }, T>(
  rows: R[],
  window: PageWindow,
  map: (row: R) => T,
  countAll: () => Promise<number>,
): Promise<Page<T>> {
  const total = rows.length ? rows[0]!.total : window.offset > 0 ? await countAll() : 0;
  return { records: rows.map(map), total, current: window.current, size: window.size };
}

/** An ILIKE pattern matching `text` anywhere, with the user's % _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
