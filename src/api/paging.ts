// Server-side paging as the contract answers it (`{records,total,current,size}`, query `current`
// and `size`, size at most 100), shared by every list's API file and by the data table.

export interface PageResult<T> {
  records: T[];
  total: number;
  /** 1-based page number. */
  current: number;
  size: number;
}

/** Page sizes offered by the pager; the server accepts at most the last. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** A size the server accepts: a whole number from 1 to 100, else the default. */
export function clampPageSize(size: number): number {
  if (!Number.isInteger(size) || size < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(size, MAX_PAGE_SIZE);
}

/** The last page that holds rows (1 for an empty list). */
export const lastPage = (total: number, size: number): number => Math.max(1, Math.ceil(total / Math.max(1, size)));
