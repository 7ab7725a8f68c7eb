import { describe, expect, it } from 'vitest';
import { dateAsDay, daysBetween, exemptionState, ROHS_EXEMPTIONS } from './exemptions.js';
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

describe('ROHS_EXEMPTIONS', () => {
  it('holds the exemptions used in electronics, each about an Annex II substance', () => {
    const ids = ROHS_EXEMPTIONS.map((e) => e.id);
    for (const id of ['6(a)', '6(a)-I', '6(b)', '6(b)-I', '6(b)-II', '6(c)', '7(a)', '7(b)']) {
      expect(ids).toContain(id);
    }
    for (const id of ['7(c)-I', '7(c)-II', '7(c)-IV', '8(b)', '8(b)-I', '15', '15(a)']) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of ROHS_EXEMPTIONS) expect(findAnnexII(e.substance)?.key).toBe(e.substance);
  });
});

describe('exemptionState', () => {
  it('a renewal-pending exemption is never expired, long after its date', () => {
    expect(exemptionState('7(c)-I', '2030-01-01')).toEqual({
      known: true,
      expired: false,
      expiresInDays: null,
      renewalPending: true,
    });
  });

  it('an exemption without renewal expires the day after its last day', () => {
    expect(exemptionState('1(f)-I', '2027-02-24')).toMatchObject({
      expired: false,
      expiresInDays: 0,
    });
    expect(exemptionState('1(f)-I', '2027-02-25')).toMatchObject({
      expired: true,
      expiresInDays: -1,
    });
    expect(exemptionState('7(b)', '2025-01-01').expired).toBe(true);
  });

  it('counts the days left', () => {
    expect(exemptionState('1(f)-I', '2026-10-01').expiresInDays).toBe(146);
  });

  it('an unknown exemption is reported as unknown, not expired', () => {
    expect(exemptionState('99(z)', '2025-01-01')).toEqual({
      known: false,
      expired: false,
      expiresInDays: null,
      renewalPending: false,
    });
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
