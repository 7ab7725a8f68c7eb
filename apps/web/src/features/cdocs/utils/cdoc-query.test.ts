import { describe, expect, it, vi } from 'vitest';
import { englishT } from '@/lib/test-i18n';
import {
  certificatesSelectionError,
  MANUFACTURER_CHOICES,
  manufacturerScrapBody,
  pageSizeFor,
  scrapeSelectionError,
  showingText,
  toApiQuery,
} from './cdoc-query';

// The app's i18n module starts i18next (and reads localStorage); these texts need only `msg`.
vi.mock('@/i18n/i18n', () => ({ msg: (text: string) => text }));

// English needs no catalogue: the app's settings, and the key is the text.
const t = englishT;

describe('manufacturer select options', () => {
  it('start with the placeholder and All', () => {
    expect(MANUFACTURER_CHOICES).toEqual([
      { value: '', label: '-- Select a Manufacturer --' },
      { value: 'All', label: 'All' },
    ]);
  });
});

describe('get-all-cdocs query', () => {
  it('asks 50 rows for All and 100 for one manufacturer', () => {
    expect(pageSizeFor('All')).toBe(50);
    expect(pageSizeFor('Acme')).toBe(100);
  });

  it('sends the trimmed component search and leaves a blank one out', () => {
    expect(toApiQuery({ manufacturer: 'Acme', search: '  LED-12 ', page: 3 })).toEqual({
      page: 3,
      size: 100,
      manufacturer: 'Acme',
      search: 'LED-12',
    });
    expect(toApiQuery({ manufacturer: 'All', search: '  ', page: 1 }).search).toBeUndefined();
  });
});

describe('Select Manufacturer rule', () => {
  it('blocks Get Certificates only without a choice', () => {
    expect(certificatesSelectionError('')).toBe('Select Manufacturer');
    expect(certificatesSelectionError('All')).toBeNull();
    expect(certificatesSelectionError('Acme')).toBeNull();
  });

  it('blocks Scrape without one manufacturer', () => {
    expect(scrapeSelectionError('')).toBe('Select Manufacturer');
    expect(scrapeSelectionError('All')).toBe('Select Manufacturer');
    expect(scrapeSelectionError('Acme')).toBeNull();
  });
});

describe('manufacturer scrape payload', () => {
  it('is the spec fixed payload around the chosen name', () => {
    expect(manufacturerScrapBody(' Acme ')).toEqual({
      query: 'Acme',
      test_house: 'ul',
      llm: false,
      search_term: 'company',
      max_pages: 200,
      max_rows: 200,
    });
  });
});

it('the results line counts the rows shown against the total', () => {
  expect(showingText(50, 132, t)).toBe('Showing 50 of total 132 results');
});
