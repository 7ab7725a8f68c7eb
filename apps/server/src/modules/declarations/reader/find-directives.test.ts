import { describe, expect, it } from 'vitest';
import { findDirectives } from './find-directives.js';
import type { PageText } from './reader-types.js';

const page = (text: string): PageText[] => [{ page: 1, text, ocr: false }];
const directives = (text: string, dateIssue: string | null = '2023-01-01') =>
  findDirectives(page(text), dateIssue).map((found) => found.value);

describe('findDirectives', () => {
  it('reads each citation in its canonical form, once, in the table’s order', () => {
    expect(
      directives(
        'REACH Regulation (EC) No 1907/2006, RoHS 2 (2011/65/EG) and Commission Delegated Directive 2015/863/EU; RoHS 3.',
      ),
    ).toEqual(['2011/65/EU', '(EU) 2015/863', '1907/2006']);
  });

  it('counts "2011/65/EU as amended" as citing (EU) 2015/863 when dated after 22 July 2019', () => {
    expect(directives('comply with Directive 2011/65/EU as amended.', '2020-02-17')).toEqual([
      '2011/65/EU',
      '(EU) 2015/863',
    ]);
    expect(directives('Directive 2011/65/EU and its amendments', '2019-08')).toEqual([
      '2011/65/EU',
      '(EU) 2015/863',
    ]);
  });

  it('does not when dated before that day, or undated', () => {
    expect(directives('Directive 2011/65/EU as amended.', '2019-07-01')).toEqual(['2011/65/EU']);
    expect(directives('Directive 2011/65/EU as amended.', null)).toEqual(['2011/65/EU']);
  });

  it('does not read "as amended" into a directive it does not follow', () => {
    expect(
      directives('Directive 2011/65/EU. The REACH regulation as amended applies.', '2021-01-01'),
    ).toEqual(['2011/65/EU', '1907/2006']);
  });

  it('finds none in a datasheet that says only "RoHS compliant"', () => {
    expect(directives('ROHS\nRoHS compliant, halogen free')).toEqual([]);
  });

  it('gives the line each citation was read from', () => {
    expect(findDirectives(page('Title\nWe comply with RoHS 2.\nEnd'), null)).toEqual([
      { value: '2011/65/EU', page: 1, text: 'We comply with RoHS 2.' },
    ]);
  });

  it('does not count a law a footnote borrows a definition from', () => {
    expect(
      directives('Notes:\nb Definition of "brief contact" taken from REACH Annex XVII entry 63.'),
    ).toEqual([]);
    expect(directives('The parts comply with REACH.')).toEqual(['1907/2006']);
  });

  it('does not count a law whose box on a form is left empty', () => {
    const text = '□ Non-RoHS\t■ RoHS 2011/65/EU\n□REACH (REACH 標準)\t□ Others';
    expect(directives(text)).toEqual(['2011/65/EU']);
  });

  it('does not count the directive another one recast or repealed', () => {
    expect(
      directives(
        'tested in accordance with EU Directive 2011/65/EU Annex\nII; recasting 2002/95/EC.',
      ),
    ).toEqual(['2011/65/EU']);
    expect(directives('RoHS 2011/65/EU, which repeals Directive 2002/95/EC')).toEqual([
      '2011/65/EU',
    ]);
    expect(directives('2002/95/EC, superseded by the RoHS Recast 2011/65/EU')).toEqual([
      '2002/95/EC',
      '2011/65/EU',
    ]);
    expect(directives('Complies with 2002/95/EC and 2011/65/EU')).toEqual([
      '2002/95/EC',
      '2011/65/EU',
    ]);
  });
});
