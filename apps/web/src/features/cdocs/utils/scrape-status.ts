/** Badge colours and labels of the scraping list's statuses (GET /list). */
import type { ScrapeStatus } from '@partproof/shared';

const STATUS_BADGE: Record<ScrapeStatus, { color: string; label: string }> = {
  queued: { color: 'gray', label: 'Queued' },
  running: { color: 'blue', label: 'Running' },
  done: { color: 'green', label: 'Done' },
  failed: { color: 'red', label: 'Failed' },
};

export function scrapeStatusBadge(status: ScrapeStatus): { color: string; label: string } {
  return STATUS_BADGE[status];
}

/** Jobs still moving: the viewer keeps polling while there is one. */
export function hasActiveScrapes(items: readonly { status: ScrapeStatus }[]): boolean {
  return items.some((item) => item.status === 'queued' || item.status === 'running');
}
