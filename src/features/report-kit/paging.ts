// Paging of long tables: client-side slices for reports, the same arithmetic as the server's
// pages for the lookup.

export const DEFAULT_PAGE_SIZE = 50;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The page number kept inside 1…pageCount (a filter change can shrink the list). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): readonly T[] {
  const current = clampPage(page, rows.length, pageSize);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/** 1-based positions of the first and last row shown, for 'Dòng 51–100 / 540'. */
export function pageRange(page: number, total: number, pageSize: number) {
  if (total <= 0) return { first: 0, last: 0 };
  const current = clampPage(page, total, pageSize);
  return { first: (current - 1) * pageSize + 1, last: Math.min(total, current * pageSize) };
}
