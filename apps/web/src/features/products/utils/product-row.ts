/**
 * Display helpers of a products-list row (spec §2 "Products list"). Who sees which action
 * is the capability table's (`can`, packages/shared).
 */
/** Created Date as YYYY-MM-DD (the date part of the ISO timestamp, no time-zone shift). */
export function formatCreatedDate(createdAt: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(createdAt);
  if (match?.[1]) return match[1];
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : date.toISOString().slice(0, 10);
}

export function typeTitles(type: readonly { title: string }[]): string {
  return type.map((t) => t.title).join(', ');
}
