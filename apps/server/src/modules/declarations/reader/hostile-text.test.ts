/**
 * Every finder over ~200 KB of repetitive page text of many shapes. A pattern that backtracks
 * over such text, or a finder that rescans the page for each find, does not finish within
 * the test's time; nothing here measures time. The answers say the finders still read it.
 */
import { describe, expect, it } from 'vitest';
import { findCandidateList } from './find-candidate-list.js';
import { findConditions } from './find-conditions.js';
import { findCoverage, modelsText } from './find-coverage.js';
import { findDirectives } from './find-directives.js';
import { findExemptions } from './find-exemptions.js';
import { findIssuer } from './find-issuer.js';
import { findKind } from './find-kind.js';
import { findManufacturer } from './find-manufacturer.js';
import { dayMonthOrder, findIssueDate } from './issue-date.js';
import type { PageText } from './reader-types.js';

const SIZE = 200_000;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
/** Whole words only: a token cut at the end would be another token. */
const words = (word: string) => `${word} `.repeat(Math.floor(SIZE / (word.length + 1)));

const MAKERS = [
  { id: 1, name: 'Murata' },
  { id: 2, name: 'TDK' },
  { id: 3, name: 'Q.R (Holdings) [x]*+?' },
];
const PARTS = [
  ...Array.from({ length: 300 }, (_, i) => `GRM${i}R61E225MA12D`),
  ...Array.from({ length: 100 }, (_, i) => `${'1-'.repeat(12)}${i}`),
].map((mpn) => ({ mpn }));

function readAll(text: string, ocr = false) {
  const pages: PageText[] = [{ page: 1, text, ocr }];
  const directives = findDirectives(pages, '2023-01-01').map((d) => d.value);
  const coverage = findCoverage(pages, PARTS).coverage;
  return {
    issuer: findIssuer(pages)?.value.name ?? null,
    manufacturer: findManufacturer(pages, MAKERS)?.value.name ?? null,
    dateIssue: findIssueDate(pages, '2026-01-01')?.value ?? null,
    directives,
    candidateList: findCandidateList(pages, dayMonthOrder(pages))?.value ?? null,
    exemptions: findExemptions(pages).map((e) => e.value),
    conditions: findConditions(pages)?.value.length ?? null,
    scope: coverage.scope,
    models: modelsText(coverage).slice(0, 100),
    kind: findKind(pages, { issuer: null, directives }).value,
  };
}

const SHAPES: Array<[name: string, text: string, expected: Partial<ReturnType<typeof readAll>>]> = [
  ['spaces', fill(' '), { scope: 'mpns', directives: [] }],
  ['dashes', fill('-'), { scope: 'mpns' }],
  ['digits', fill('1'), { scope: 'mpns', dateIssue: null }],
  ['newlines and spaces', fill('\n '), { manufacturer: null }],
  ['exemption ids', fill('7(c)-I '), { exemptions: [] }],
  ['exemptions cited', fill('exemption 7(c)-I '), { exemptions: ['7', '7(c)-I'] }],
  ['directive numbers', fill('2011/65/EU '), { directives: ['2011/65/EU'], kind: 'RoHS' }],
  ['directive numbers run together', fill('2011/65/EU'), { directives: ['2011/65/EU'] }],
  ['stars', fill('*'), { scope: 'mpns', models: '' }],
  ['star tokens', words(`${'1*'.repeat(16)}B`), { scope: 'mpns', models: '' }],
  ['star and dash tokens', words(`${'*-'.repeat(18)}1`), { scope: 'mpns', models: '' }],
  ['star and dash tokens naming parts', words(`${'*-'.repeat(11)}*1`), { scope: 'series' }],
  ['slashed digits', fill('1/'), { models: '' }],
  ['dotted digits', fill('1.'), { models: '' }],
  ['dots before a letter', `${fill('.')}x`, { models: '' }],
  ['US addresses', fill('U.S.'), { dateIssue: null }],
  ['dates', fill('12 May 2023 '), { dateIssue: '2023-05-12' }],
  ['slash dates', fill('12/05/2023 '), { dateIssue: '2023-05-12' }],
  ['labelled dates', fill('Date: 1 May 2020 '), { dateIssue: '2020-05-01' }],
  ['months', fill('May. '), { dateIssue: null }],
  ['blanket statement before spaces', `RoHS: all products${fill(' ')}x`, { scope: 'all' }],
  ['"series" before spaces', `series${fill(' ')}x`, { scope: 'mpns' }],
  ['a number and dashes before "series"', `1${fill('-')}series`, { scope: 'mpns' }],
  ['part numbers and series', words('GRM7R61E225MA12D-series'), { models: 'GRM7R61E225MA12D*' }],
  ['homogeneous materials', fill('homogeneous material '), { kind: 'Other' }],
  ['candidate lists', fill('SVHC candidate list '), { candidateList: null }],
  ['conditions', fill('products marked as '), { conditions: 139 }],
  ['makers', fill('Murata '), { manufacturer: 'Murata' }],
  ['short maker names', fill('TDKTDK TDK '), { manufacturer: 'TDK' }],
];

describe('the finders on long repetitive text', () => {
  it.each(SHAPES)('read a page of %s', (_name, text, expected) => {
    expect(readAll(text)).toMatchObject(expected);
  });

  it('read a page naming every part with ordering codes of its own: each a family', () => {
    const family = (i: number) => `GRM${i}R61E225MA12D`;
    const codes = (i: number) => Array.from({ length: 40 }, (_, j) => `${family(i)}X${j}`);
    const text = Array.from({ length: 300 }, (_, i) => [family(i), ...codes(i)].join(' '));
    const read = readAll(text.join('\n'));
    expect(read.scope).toBe('series');
    expect(read.models.startsWith('GRM0R61E225MA12D*; GRM1R61E225MA12D*')).toBe(true);
  });

  it('read a page of OCR text of near-misses of many part numbers', () => {
    const text = Array.from({ length: 20_000 }, (_, i) => `GRM${i}R61E225MA12X`).join(' ');
    expect(readAll(text, true)).toMatchObject({ scope: 'mpns' });
  });
});
