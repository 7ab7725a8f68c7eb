/** Badge colours and labels (English, drawn with `t`) of the scraping list's statuses (GET /list). */
import type { ScrapeStatus } from '@partproof/shared';
import { msg } from '@/i18n/i18n';

const STATUS_BADGE: Record<ScrapeStatus, { color: string; label: string }> = {
  queued: { color: 'gray', label: msg('Queued') },
  running: { color: 'blue', label: msg('Running') },
  done: { color: 'green', label: msg('Done') },
  failed: { color: 'red', label: msg('Failed') },
};

export function scrapeStatusBadge(status: ScrapeStatus): { color: string; label: string } {
  return STATUS_BADGE[status];
}

/** Jobs still moving: the viewer keeps polling while there is one. */
export function hasActiveScrapes(items: readonly { status: ScrapeStatus }[]): boolean {
  return items.some((item) => item.status === 'queued' || item.status === 'running');
}
