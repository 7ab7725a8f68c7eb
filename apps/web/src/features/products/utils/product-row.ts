/** Display rules of a products-list row (spec §2 "Products list", §6). */
import { Role } from '@partproof/shared';

// The one rule (DESIGN.md §5.1: Pending opens for roles 1 and 3) lives in shared; this
// re-export only keeps today's importers compiling until they import it from there.
export { canOpenProduct } from '@partproof/shared';

export const canEditProducts = (role: number): boolean => role === Role.Admin;
export const canDeleteProducts = canEditProducts;
export const canChangeListStatus = canEditProducts;
export const canDownloadCsv = (role: number): boolean =>
  role === Role.Admin || role === Role.Compliance;
export const canFilterProducts = canDownloadCsv;

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
