/** Paging the component table: 10 top-level rows a page (spec §9). */
export const COMPONENTS_PAGE_SIZE = 10;

export function totalPages(rows: number, size = COMPONENTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(rows / size));
}

/** The page actually shown: a stale page number (after a delete or a search) is clamped. */
export function clampPage(page: number, rows: number, size = COMPONENTS_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), totalPages(rows, size));
}

export function pageSlice<T>(rows: readonly T[], page: number, size = COMPONENTS_PAGE_SIZE): T[] {
  const start = (page - 1) * size;
  return rows.slice(start, start + size);
}
