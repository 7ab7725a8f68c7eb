/** Paging the Components screen: 10 rows a page (spec §9), cut by the server. */
export const COMPONENTS_PAGE_SIZE = 10;

export function totalPages(rows: number, size = COMPONENTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(rows / size));
}

/** The page actually shown: a stale page number (after a refetch) is clamped. */
export function clampPage(page: number, rows: number, size = COMPONENTS_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), totalPages(rows, size));
}
