import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLanguage } from '@/i18n/language';
import { ROHS_REASONS } from '@partproof/shared';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMonth,
  formatNumber,
  formatRohsReason,
} from './format';

describe('dates, numbers and reasons in the reader language', () => {
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

  it('English keeps plain numbers and the sizes in readable units', () => {
    setCurrentLanguage('en');
    expect(formatNumber(2000)).toBe('2000');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(1536 * 1024)).toBe('1.5 MB');
  });

  it('German: thousands with a dot, decimals with a comma', () => {
    setCurrentLanguage('de');
    expect(formatNumber(2000)).toBe('2.000');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1536 * 1024)).toBe('1,5 MB');
  });

  it('a stored RoHS reason in the reader language', () => {
    setCurrentLanguage('en');
    expect(formatRohsReason(ROHS_REASONS.noDeclaration)).toBe('No declaration covers this part');
    setCurrentLanguage('de');
    expect(formatRohsReason(ROHS_REASONS.noDeclaration)).toBe(
      'Keine Erklärung deckt dieses Bauteil ab',
    );
  });
});
