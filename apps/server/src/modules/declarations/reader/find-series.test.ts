import { describe, expect, it } from 'vitest';
import { findCoverage } from './find-coverage.js';
import type { PageText } from './reader-types.js';

const read = (text: string, parts: string[]) => {
  const pages: PageText[] = [{ page: 1, text, ocr: false }];
  return findCoverage(
    pages,
    parts.map((mpn) => ({ mpn })),
  ).coverage;
};

describe('series a datasheet names', () => {
  it('reads several series before one "Series" word', () => {
    expect(
      read('0.50mm Pitch FFC/FPC - F31W/F31Z/F314 Series', ['F31W1A7H11020', 'F314']),
    ).toMatchObject({ scope: 'series', series: ['F31W*', 'F314*'], mpns: [] });
  });

  it('reads a part number template with boxes as a series', () => {
    const parts = ['BLM18EG221SN1D', 'GRM188R61E225MA12D'];
    expect(read('BLM18EG□□□□N1□ Reference Specification', parts)).toMatchObject({
      scope: 'series',
      series: ['BLM18EG*N1*'],
    });
    // The maker's part is the family itself: the template's fixed head is the series.
    expect(
      read('BLM18EG□□□□N1□\nAs for BLM18EG type, the current is derated.', ['BLM18EG']),
    ).toMatchObject({ scope: 'series', series: ['BLM18EG*'], mpns: [] });
  });

  it('reads the codes of a header row labelled "Series", on its line or the next', () => {
    const parts = ['C0402C104K5RAC', 'C0603C', 'C1825C', 'C2220C'];
    expect(read('Case Size/\nC0402C C0603C\tC0805C\nSeries\nCap Code', parts)).toMatchObject({
      scope: 'series',
      series: ['C0402C*', 'C0603C*'],
      mpns: [],
    });
    expect(read('Case Size/Series\tC1825C\tC2220C', parts).series).toEqual(['C1825C*', 'C2220C*']);
    // A row of numbers with no "Series" label stays a list of part numbers.
    expect(read('C0603C C1825C\nRated voltage', parts)).toMatchObject({
      scope: 'mpns',
      mpns: ['C0603C', 'C1825C'],
    });
  });

  it('reads an ordering code written with X placeholders as the series of its device', () => {
    const parts = ['AP7343', 'AP22652'];
    expect(
      read(
        'The AP7343 is a low dropout regulator.\nOrdering Information\nAP7343X - XXX XXX - XX',
        parts,
      ),
    ).toMatchObject({ scope: 'series', series: ['AP7343*'], mpns: [] });
    // A number that only ends in X is no template.
    expect(read('The AP7343 is a low dropout regulator. AP7343X', parts).scope).toBe('mpns');
  });
});
