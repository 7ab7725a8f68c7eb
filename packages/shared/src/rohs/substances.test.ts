import { describe, expect, it } from 'vitest';
import { dateAsDay, daysBetween } from './exemptions.js';
import { ANNEX_II, findAnnexII } from './substances.js';

describe('ANNEX_II', () => {
  it('lists the ten substances with 0.1 % limits, cadmium 0.01 %', () => {
    expect(ANNEX_II).toHaveLength(10);
    expect(ANNEX_II.filter((s) => s.limitPercent === 0.1)).toHaveLength(9);
    expect(findAnnexII('cadmium')?.limitPercent).toBe(0.01);
  });

  it.each([
    ['Pb', 'lead'],
    ['7439-92-1', 'lead'],
    ['Lead (Pb)', 'lead'],
    ['HG', 'mercury'],
    ['Cr(VI)', 'chromium-vi'],
    ['Cr6+', 'chromium-vi'],
    ['Hexavalent Chromium', 'chromium-vi'],
    ['18540-29-9', 'chromium-vi'],
    ['Bis(2-ethylhexyl) phthalate', 'dehp'],
    ['117-81-7', 'dehp'],
    ['BBP', 'bbp'],
    ['DBP', 'dbp'],
    ['DiBP', 'dibp'],
    ['84-69-5', 'dibp'],
    ['Decabromodiphenyl ether', 'pbde'],
    ['1163-19-5', 'pbde'],
    ['Hexabromobiphenyl', 'pbb'],
    ['36355-01-8', 'pbb'],
  ])('%s is %s', (text, key) => {
    expect(findAnnexII(text)?.key).toBe(key);
  });

  it.each(['Tin', '7440-31-5', '', 'lead frame'])('%j is not an Annex II substance', (text) => {
    expect(findAnnexII(text)).toBeUndefined();
  });
});

describe('dates', () => {
  it('reads a month as its first day', () => {
    expect(dateAsDay('2019-07')).toBe('2019-07-01');
    expect(dateAsDay('2019-07-22')).toBe('2019-07-22');
    expect(daysBetween('2019-07', '2019-07-22')).toBe(21);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
  });
});
