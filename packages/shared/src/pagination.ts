/**
 * Page-number lists with ellipses (spec §2, §9): the first three pages, the current
 * page's neighbours and the last three, with 'ellipsis' standing for each gap.
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
