import { describe, expect, it } from 'vitest';
import {
  coverageWithin,
  SPECIFICITY_ORDER,
  coversPart,
  formatModels,
  isEmptyCoverage,
  matchCoverage,
  parseModels,
  seriesLabel,
  type Coverage,
} from './coverage.js';

describe('matchCoverage', () => {
  it.each([
    // all / all-except
    ['All', 'ANYTHING-123', 'all'],
    ['all', 'grm188r61e225ma12d', 'all'],
    ['All except: GRM31*; GRM188R61E225MA12D', 'GRM21BR71C105KA01L', 'all-except'],
    ['All except: GRM31*; GRM188R61E225MA12D', 'GRM31CR71H475KA12L', null],
    ['All except: GRM31*; GRM188R61E225MA12D', 'grm188r61e225ma12d', null],
    ['All except: GRM188R61E225MA12D', 'GRM188R61E225MA12D,TAPE', null],
    ['All except: 74HC595', '74HC595BQ', 'all-except'],
    // series: wildcard at the end, the start, the middle
    ['GRM188*', 'GRM188R61E225MA12D', 'series'],
    ['GRM188*', 'GRM21BR71C105KA01L', null],
    ['*R61E225MA12D', 'GRM188R61E225MA12D', 'series'],
    ['*R61E225MA12D', 'GRM188R61E225MA12E', null],
    ['FH34SRJ-*S-0.5SH', 'FH34SRJ-14S-0.5SH', 'series'],
    ['FH34SRJ-*S-0.5SH', 'FH34SRJ-14S-0.5SH(50)', 'series'],
    ['FH34SRJ-*S-0.5SH', 'FH34SRJ-14P-0.5SH', null],
    ['RC*-07*K', 'RC0603FR-0710K', 'series'],
    ['RC*-07*K', 'RC0603FR-0710KL', null],
    ['A*B*A', 'AB', null],
    // MPNs, packing suffixes, longer numbers without a separator
    ['74HC595BQ', '74HC595BQ', 'mpn'],
    ['74HC595BQ', '74HC595BQ,115', 'mpn'],
    ['FH34SRJ-14S-0.5SH', 'FH34SRJ-14S-0.5SH(50)', 'mpn'],
    ['LM317T', 'LM317T/NOPB', 'mpn'],
    ['LM317T', 'LM317T#PBF', 'mpn'],
    ['74HC595', '74HC595BQ', null],
    ['74HC595BQ,115', '74HC595BQ', null],
    // case and punctuation
    ['GRM188R61E225MA12D', 'grm188r61e225ma12d', 'mpn'],
    ['RC0603FR-07 10K', 'rc0603fr0710k', 'mpn'],
    // commas inside part numbers; semicolons and lines separate entries
    ['74AHC1G125GW,125; BAT54S', '74AHC1G125GW,125', 'mpn'],
    ['74AHC1G125GW,125; BAT54S', 'BAT54S', 'mpn'],
    ['74AHC1G125GW,125\nBAT54S', '74AHC1G125GW', null],
    // a literal star is part of the number, not a wildcard
    ['AB\\*12', 'AB*12', 'mpn'],
    ['AB\\*12', 'ABX12', null],
    // an MPN entry is more specific than a pattern that also matches
    ['GRM188*\nGRM188R61E225MA12D', 'GRM188R61E225MA12D', 'mpn'],
    ['GRM188*\nGRM188R61E225MA12D', 'GRM188R71H104KA93D', 'series'],
    // empty coverage and an empty part number match nothing
    ['', 'GRM188R61E225MA12D', null],
    ['GRM188*', ' - ', null],
  ] as const)('%j covers %j → %s', (models, mpn, expected) => {
    expect(matchCoverage(parseModels(models), mpn)).toBe(expected);
  });
});

describe('coversPart', () => {
  const declaration = { manufacturerKey: 'murata', coverage: parseModels('GRM188*') };

  it('covers a part of the same manufacturer', () => {
    expect(coversPart(declaration, { manufacturerKey: 'murata', mpn: 'GRM188R61E225MA12D' })).toBe(
      'series',
    );
  });

  it("never covers another manufacturer's part, even with the same number", () => {
    expect(coversPart(declaration, { manufacturerKey: 'tdk', mpn: 'GRM188R61E225MA12D' })).toBe(
      null,
    );
    const all = { manufacturerKey: 'murata', coverage: parseModels('All') };
    expect(coversPart(all, { manufacturerKey: 'tdk', mpn: 'C1608X5R1E225K' })).toBe(null);
  });
});

describe('parseModels', () => {
  it('reads All and All except case-insensitively', () => {
    expect(parseModels('  ALL ')).toEqual({ scope: 'all', series: [], mpns: [], exclusions: [] });
    expect(parseModels('all except: GRM31*;  BAT54S ;')).toEqual({
      scope: 'all-except',
      series: [],
      mpns: [],
      exclusions: ['GRM31*', 'BAT54S'],
    });
  });

  it('sorts entries into patterns and part numbers, keeping commas inside numbers', () => {
    expect(parseModels('GRM188*\n74AHC1G125GW,125;  AB\\*12 \n\n')).toEqual({
      scope: 'series',
      series: ['GRM188*'],
      mpns: ['74AHC1G125GW,125', 'AB*12'],
      exclusions: [],
    });
  });

  it('drops duplicates by their normalised form and entries of punctuation only', () => {
    expect(parseModels('grm188r61e225ma12d; GRM188R61E225MA12D; - ;GRM-188*; grm188*')).toEqual({
      scope: 'series',
      series: ['GRM-188*'],
      mpns: ['grm188r61e225ma12d'],
      exclusions: [],
    });
  });

  it('gives an empty MPN coverage for an empty text, for the caller to refuse', () => {
    const empty = parseModels(' \n ; ');
    expect(empty).toEqual({ scope: 'mpns', series: [], mpns: [], exclusions: [] });
    expect(isEmptyCoverage(empty)).toBe(true);
    expect(isEmptyCoverage(parseModels('All except:'))).toBe(false);
    expect(isEmptyCoverage(parseModels('BAT54S'))).toBe(false);
  });
});

describe('formatModels', () => {
  const coverages: Coverage[] = [
    { scope: 'all', series: [], mpns: [], exclusions: [] },
    { scope: 'all-except', series: [], mpns: [], exclusions: [] },
    { scope: 'all-except', series: [], mpns: [], exclusions: ['GRM31*', 'AB\\*12', 'BAT54S,215'] },
    { scope: 'series', series: ['GRM188*', 'FH34SRJ-*S-0.5SH'], mpns: ['AB*12'], exclusions: [] },
    { scope: 'mpns', series: [], mpns: ['74AHC1G125GW,125', 'A\\*B', 'LM317T'], exclusions: [] },
    { scope: 'mpns', series: [], mpns: [], exclusions: [] },
  ];

  it.each(coverages)('reads back what it writes: %j', (coverage) => {
    expect(parseModels(formatModels(coverage))).toEqual(coverage);
  });

  it('writes one entry per line and escapes literal stars', () => {
    expect(
      formatModels({ scope: 'series', series: ['GRM188*'], mpns: ['AB*12'], exclusions: [] }),
    ).toBe('GRM188*\nAB\\*12');
    expect(
      formatModels({ scope: 'all-except', series: [], mpns: [], exclusions: ['A*', 'B'] }),
    ).toBe('All except: A*; B');
  });
});

describe('seriesLabel', () => {
  it.each([
    ['All', 'All'],
    ['All except: GRM31*', 'All with exclusions'],
    ['GRM188*\nGRM21*\nBAT54S', 'GRM188*'],
    ['BAT54S', ''],
  ])('%j → %j', (models, label) => {
    expect(seriesLabel(parseModels(models))).toBe(label);
  });
});

it('orders specificities from the most specific', () => {
  expect(SPECIFICITY_ORDER).toEqual(['mpn', 'series', 'all-except', 'all']);
});

describe('coverageWithin', () => {
  const c = {
    scope: 'series' as const,
    series: ['GRM188*', 'GRM21*'],
    mpns: ['74HC595BQ', '74AHC1G125GW,125', 'A*B'],
    exclusions: [],
  };
  it("keeps only the entries that reach the reader's own part numbers", () => {
    expect(coverageWithin(c, ['74HC595BQ,115', 'GRM188R71H104KA93D'])).toEqual({
      scope: 'series',
      series: ['GRM188*'],
      mpns: ['74HC595BQ'],
      exclusions: [],
    });
    // A literal star in a listed part number stays a literal star.
    expect(coverageWithin(c, ['AXB']).mpns).toEqual([]);
    expect(coverageWithin(c, ['A*B']).mpns).toEqual(['A*B']);
  });
  it("keeps the scope, and exclusions only of the reader's parts", () => {
    const except = { scope: 'all-except' as const, series: [], mpns: [], exclusions: ['X1', 'Y*'] };
    expect(coverageWithin(except, ['Y2'])).toEqual({ ...except, exclusions: ['Y*'] });
    expect(coverageWithin(except, [])).toEqual({ ...except, exclusions: [] });
  });
});
