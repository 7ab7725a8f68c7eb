import { describe, expect, it } from 'vitest';
import { parseCertificateDate } from './parse-date.js';

describe('parseCertificateDate', () => {
  it.each([
    ['2026-03-31', '2026-03-31'],
    ['2026-3-1', '2026-03-01'],
    ['2026/03/31', '2026-03-31'],
    ['2026-03-31T00:00:00.000Z', '2026-03-31'],
    ['31.03.2026', '2026-03-31'],
    ['1.3.2026', '2026-03-01'],
    ['46112', '2026-03-31'],
    ['45292.5', '2024-01-01'],
    ['61', '1900-03-01'],
    ['', null],
    ['   ', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseCertificateDate(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    '31.02.2026',
    '2026-13-01',
    '03/31/2026',
    'next year',
    '0',
    '1',
    '99999999',
    '2026-02-30',
  ])('refuses %j', (text) => {
    expect(parseCertificateDate(text)).toEqual({ ok: false });
  });
});
