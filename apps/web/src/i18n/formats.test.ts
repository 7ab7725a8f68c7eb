/**
 * Counts in the reader's language (issue 22): the German catalogue writes `{{total, count}}`,
 * so the app's own i18next shows 2.000 where English keeps the spec's 2000.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage } from '@/lib/test-browser';

stubBrowserStorage();
const { applyLanguage, i18n } = await import('./i18n');

afterAll(() => vi.unstubAllGlobals());

const SHOWING = 'Showing {{from}} to {{to}} of {{total}} results';

describe('counts in the reader language', () => {
  it('English keeps the plain number of the spec’s texts', async () => {
    await applyLanguage('en');
    expect(i18n.t(SHOWING, { from: 1951, to: 2000, total: 2000 })).toBe(
      'Showing 1951 to 2000 of 2000 results',
    );
  });

  it('German groups the thousands, and passes a value that is no number through', async () => {
    await applyLanguage('de');
    expect(i18n.t(SHOWING, { from: 1951, to: 2000, total: 2000 })).toBe(
      '1.951 bis 2.000 von 2.000 Ergebnissen',
    );
    expect(i18n.t('Delete components ({{count}})', { count: 1500 })).toBe(
      'Bauteile löschen (1.500)',
    );
    expect(i18n.t('{{count}} of {{total}}', { count: 'some', total: 12000 })).toBe(
      'some von 12.000',
    );
  });
});
