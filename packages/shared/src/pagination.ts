/**
 * Paging (spec §2, §9), the one copy for every table: how many pages, the page actually
 * shown, one page's rows, the page-number list with ellipses and 'Showing X to Y of Z'.
 */

/** The component tables (Components screen, a product's BOM) show 10 rows a page (spec §9). */
export const COMPONENTS_PAGE_SIZE = 10;

/** Pages for `total` rows; at least one, so an empty table still shows page 1. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Keeps a 1-based page inside 1…pageCount (a stale page after a delete, a search or a refetch). */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, size));
}

export interface PageSlice<T> {
  /** The rows with their index in the whole list (edits address the whole list). */
  rows: { item: T; index: number }[];
  /** The page shown, clamped into range. */
  page: number;
  pages: number;
  isFirst: boolean;
  isLast: boolean;
}

/** One page of `items`, the page number clamped first. */
export function pageSlice<T>(items: readonly T[], page: number, size: number): PageSlice<T> {
  const current = clampPage(page, items.length, size);
  const pages = pageCount(items.length, size);
  const start = (current - 1) * size;
  const rows = items.slice(start, start + size).map((item, i) => ({ item, index: start + i }));
  return { rows, page: current, pages, isFirst: current === 1, isLast: current === pages };
}

/**
 * Page-number lists with ellipses: the first three pages, the current page's neighbours
 * and the last three, with 'ellipsis' standing for each gap.
 */
export type PageItem = number | 'ellipsis';

export function pageList(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(3, totalPages); p++) pages.add(p);
  for (let p = current - 1; p <= current + 1; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  for (let p = Math.max(1, totalPages - 2); p <= totalPages; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

/** "Showing X to Y of Z results" numbers for a 1-based page. */
export function showingRange(
  page: number,
  size: number,
  total: number,
): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * size + 1;
  return { from, to: Math.min(total, page * size), total };
}
