import { describe, expect, it, vi } from 'vitest';
import { hasActiveScrapes, scrapeStatusBadge } from './scrape-status';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

describe('scraping list status', () => {
  it('labels every status with a distinct colour for failures and successes', () => {
    expect(scrapeStatusBadge('failed')).toEqual({ color: 'red', label: 'Failed' });
    expect(scrapeStatusBadge('done')).toEqual({ color: 'green', label: 'Done' });
    expect(scrapeStatusBadge('running').label).toBe('Running');
  });

  it('keeps polling only while a job is queued or running', () => {
    expect(hasActiveScrapes([{ status: 'done' }, { status: 'failed' }])).toBe(false);
    expect(hasActiveScrapes([{ status: 'done' }, { status: 'queued' }])).toBe(true);
  });
});
