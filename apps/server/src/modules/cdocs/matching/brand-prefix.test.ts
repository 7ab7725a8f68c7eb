import { describe, expect, it } from 'vitest';
import { brandAgrees, brandFallback, isBrandOf, leadingRuns } from './brand-prefix.js';

describe('brand as the leading words of a longer name', () => {
  it('lists the proper leading runs of at least 3 characters', () => {
    expect(leadingRuns('Sanyou Relays Works Co., Ltd.')).toEqual(['sanyou', 'sanyourelays']);
    expect(leadingRuns('Nichicon')).toEqual([]);
    expect(leadingRuns('ST Kinetics')).toEqual([]);
  });

  it.each([
    ['Sanyou', 'Sanyou Relays Co., Ltd.'],
    ['NationStar', 'Foshan NationStar Optoelectronics Co., Ltd.'],
    ['Huaying', 'Hangzhou Huaying Capacitor Co., Ltd.'],
    ['Good Ark', 'Good-Ark Opto Works'],
    // An alias of the group counts as its brand: Kemet belongs to Yageo.
    ['Kemet', 'Yageo Nexensos GmbH'],
  ])('%s is the brand of %s, both ways', (brand, holder) => {
    expect(isBrandOf(brand, holder)).toBe(true);
    expect(brandAgrees(holder, brand)).toBe(true);
  });

  it.each([
    ['Kingbright', 'Kingbrightness Optical Co., Ltd.'],
    ['TDK', 'TDK-Lambda Corporation'],
    ['Samsung', 'Samsung Electro-Mechanics'],
    ['Phoenix', 'Phoenix Mecano AG'],
    ['ST', 'ST Kinetics Ltd'],
    ['Sanyou', 'Sanyo Electric'],
    ['Good-Ark', 'Goodwin Ark Ltd'],
    ['Nichicon', 'Nichicon'],
  ])('%s is not the brand of %s', (brand, holder) => {
    expect(brandAgrees(brand, holder)).toBe(false);
  });

  it('tells the prefilter which holder keys to try', () => {
    expect(brandFallback('Sanyou')).toEqual({ prefixes: ['sanyou'], keys: [] });
    expect(brandFallback('Kemet')).toEqual({ prefixes: ['kemet', 'yageo'], keys: [] });
    expect(brandFallback('Sanyou Relays Co., Ltd.')).toEqual({
      prefixes: ['sanyourelays'],
      keys: ['sanyou'],
    });
    // A known maker's longer name is its own identity, never a brand's.
    expect(brandFallback('TDK-Lambda').keys).toEqual([]);
    expect(brandFallback('ST')).toEqual({ prefixes: ['stmicroelectronics'], keys: [] });
  });
});
