import { describe, expect, it, vi } from 'vitest';
import {
  CERTIFICATE_SEARCH_OPTIONS,
  DECLARATION_SEARCH_OPTIONS,
  documentsQuery,
  searchVerdict,
} from './documents-search';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

describe('the Documents search', () => {
  it("offers the spec's search types per tab, with its own spelling", () => {
    expect(CERTIFICATE_SEARCH_OPTIONS.map((o) => o.label)).toEqual([
      'TYPE',
      'SOURCE NAME',
      'REFERENCE NUMBER',
      'MANUFACTURER',
    ]);
    expect(DECLARATION_SEARCH_OPTIONS.map((o) => o.label)).toEqual([
      'TYPE',
      'SOURCE NMAE',
      'MPN',
      'MANUFACTURER',
      'SERIES',
    ]);
  });

  it('asks for 10 rows of the page, with the search only when it has text', () => {
    expect(documentsQuery(3, null)).toEqual({ page: 3, limit: 10 });
    expect(documentsQuery(1, { searchType: 'mpn', query: '  ' })).toEqual({ page: 1, limit: 10 });
    expect(documentsQuery(1, { searchType: 'mpn', query: ' GRM188 ' })).toEqual({
      page: 1,
      limit: 10,
      searchType: 'mpn',
      query: 'GRM188',
    });
  });

  it("toasts 'Success!' when something matched, else 'No Component Found'", () => {
    expect(searchVerdict(12)).toEqual({ ok: true, message: 'Success!' });
    expect(searchVerdict(0)).toEqual({ ok: false, message: 'No Component Found' });
  });
});
