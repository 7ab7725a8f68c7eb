import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLanguage } from '@/i18n/language';
import { formatDate, formatDateTime, formatMonth } from './format';

describe('dates in the reader language', () => {
  beforeEach(() => {
    // Node has neither; setCurrentLanguage remembers the choice in both.
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  });
  afterEach(() => {
    setCurrentLanguage('en');
    vi.unstubAllGlobals();
  });

  it('English: the ISO-like day and minute; nothing when there is no date', () => {
    setCurrentLanguage('en');
    expect(formatDate('2027-03-04T00:00:00.000Z')).toBe('2027-03-04');
    expect(formatDate('2027-03-04')).toBe('2027-03-04');
    expect(formatDateTime('2027-03-04T09:05:00')).toBe('2027-03-04 09:05');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatMonth('2026-12')).toBe('2026-12');
  });

  it('German: day.month.year, and the time after a comma', () => {
    setCurrentLanguage('de');
    expect(formatDate('2027-03-04')).toBe('04.03.2027');
    expect(formatDateTime('2027-03-04T09:05:00')).toBe('04.03.2027, 09:05');
    expect(formatMonth('2026-12')).toBe('Dez. 2026');
  });

  it('a text that is not a date is shown as it is', () => {
    setCurrentLanguage('de');
    expect(formatDate('sometime')).toBe('sometime');
  });
});
