/** Paging of the wizard's confirm table (spec §9: 5 rows per page, First/Prev/Next/Last). */
export const CONFIRM_PAGE_SIZE = 5;

export function pageCount(total: number, size = CONFIRM_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Keeps a 1-based page inside 1…pageCount (e.g. after the list got shorter). */
export function clampPage(page: number, total: number, size = CONFIRM_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, size));
}

export interface PageSlice<T> {
  /** The rows with their index in the whole list (edits address the whole list). */
  rows: { item: T; index: number }[];
  page: number;
  pages: number;
  isFirst: boolean;
  isLast: boolean;
}

export function pageSlice<T>(items: readonly T[], page: number, size = CONFIRM_PAGE_SIZE) {
  const current = clampPage(page, items.length, size);
  const pages = pageCount(items.length, size);
  const start = (current - 1) * size;
  const rows = items.slice(start, start + size).map((item, i) => ({ item, index: start + i }));
  return {
    rows,
    page: current,
    pages,
    isFirst: current === 1,
    isLast: current === pages,
  } satisfies PageSlice<T>;
}
