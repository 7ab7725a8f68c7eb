import { describe, expect, it } from 'vitest';
import {
  canonicalDirective,
  canonicalDirectives,
  canonicalExemption,
  canonicalExemptions,
  directiveMentions,
} from './canonical.js';

describe('canonicalDirective', () => {
  it.each([
    ['Directive 2002/95/EC', '2002/95/EC'],
    ['Richtlinie 2002/95/EG', '2002/95/EC'],
    ['2002/95/EU', '2002/95/EC'],
    ['RoHS 1', '2002/95/EC'],
    ['2011/65/EU', '2011/65/EU'],
    ['Richtlinie 2011/65/EG', '2011/65/EU'],
    ['2011 / 65 / EU', '2011/65/EU'],
    ['Commission Regulation (EU) No 65/2011', '2011/65/EU'],
    ['Annexure II of EU/65/2011', '2011/65/EU'],
    ['RoHS 2', '2011/65/EU'],
    ['RoHS-II', '2011/65/EU'],
    ['RoHS 2.0 compliant', '2011/65/EU'],
    ['RoHS 2.0 (2015/863/EU)', '(EU) 2015/863'],
    ['RoHS 2 Amendment - Directive 2015/863/EU', '(EU) 2015/863'],
    ['Commission Delegated Directive (EU) 2015/863', '(EU) 2015/863'],
    ['2015/863/EU', '(EU) 2015/863'],
    ['EU 2015/863', '(EU) 2015/863'],
    ['RoHS 3', '(EU) 2015/863'],
    ['ROHS III', '(EU) 2015/863'],
    ['Directive (EU) 2017/2102', '(EU) 2017/2102'],
    ['(EU) 2019/172', '(EU) 2019/172'],
    ['Regulation (EC) No 1907/2006', '1907/2006'],
    ['REACH', '1907/2006'],
    ['the REACh regulation', '1907/2006'],
    ['Reach Regulation', '1907/2006'],
  ])('%s → %s', (text, expected) => {
    expect(canonicalDirective(text)).toBe(expected);
  });

  it.each([
    ['RoHS compliant'],
    ['we reach all customers'],
    ['RoHS 10 substances'],
    ['part 12011/654'],
    ['lot 165/2011'],
    ['page 3/65/2011'],
    ['RoHS\n1. Scope'],
    ['RoHS\t1 2 3'],
    ['RoHS 2011'],
  ])('names no directive in %j', (text) => {
    expect(canonicalDirective(text)).toBeNull();
  });

  it('takes the first directive a sentence names', () => {
    expect(canonicalDirective('RoHS 3, i.e. (EU) 2015/863 amending 2011/65/EU')).toBe(
      '(EU) 2015/863',
    );
  });
});

describe('canonicalDirectives', () => {
  it('dedupes and keeps the order of the directive table', () => {
    expect(
      canonicalDirectives(['REACH', '2015/863/EU', 'RoHS 2', '2011/65/EU', 'nothing here']),
    ).toEqual(['2011/65/EU', '(EU) 2015/863', '1907/2006']);
  });

  it('reads every directive one entry names', () => {
    expect(canonicalDirectives(['2011/65/EU as amended by (EU) 2015/863'])).toEqual([
      '2011/65/EU',
      '(EU) 2015/863',
    ]);
  });
});

describe('directiveMentions', () => {
  it('gives the place and words of each citation', () => {
    const text = 'complies with RoHS 2 and REACH';
    expect(directiveMentions(text)).toEqual([
      { directive: '2011/65/EU', index: 14, text: 'RoHS 2' },
      { directive: '1907/2006', index: 25, text: 'REACH' },
    ]);
  });
});

describe('canonicalExemption', () => {
  it.each([
    ['7c-I', '7(c)-I'],
    ['7 c(I)', '7(c)-I'],
    ['7(c)-i', '7(c)-I'],
    ['7(c)I', '7(c)-I'],
    ['7(c)-II', '7(c)-II'],
    ['7c-iv', '7(c)-IV'],
    ['6a', '6(a)'],
    ['6(a)', '6(a)'],
    ['6(a)-I', '6(a)-I'],
    ['6 (c)', '6(c)'],
    ['8(b)', '8(b)'],
    ['15', '15'],
    ['2(a)(1)', '2(a)(1)'],
    ['Annex III 7(a)', '7(a)'],
    ['exemption 13(b)', '13(b)'],
  ])('%s → %s', (text, expected) => {
    expect(canonicalExemption(text)).toBe(expected);
  });

  it.each([['0'], ['99'], ['7(c)-XX'], ['abc'], [''], ['2011/65']])(
    '%j is no exemption',
    (text) => {
      expect(canonicalExemption(text)).toBeNull();
    },
  );
});

describe('canonicalExemptions', () => {
  it('dedupes, drops non-exemptions and sorts in Annex order', () => {
    expect(
      canonicalExemptions(['7c-I', '15', '6(c)', '7(c)-i', 'none', '6a', '7(c)-II', '6(a)-I']),
    ).toEqual(['6(a)', '6(a)-I', '6(c)', '7(c)-I', '7(c)-II', '15']);
  });
});

/**
 * Document and form text reach these patterns. Each must take one pass over long repetitive
 * input; a pattern that backtracks over it does not finish within the test's time.
 */
describe('canonical patterns on long repetitive text', () => {
  const long = (unit: string) => unit.repeat(Math.ceil(100_000 / unit.length));

  it('reads no exemption from a number followed by a long run of spaces', () => {
    expect(canonicalExemption(`7${long(' ')}#`)).toBeNull();
    expect(canonicalExemption(`7 c${long(' ')}-`)).toBeNull();
    expect(canonicalExemption(`7(c)${long(' ')}`)).toBe('7(c)');
  });

  it('finds every directive mention in a long run of citations', () => {
    expect(directiveMentions(long('2011/65/EU ')).length).toBe(Math.ceil(100_000 / 11));
    expect(canonicalDirectives([long('RoHS 2 '), long('7(c)-I')])).toEqual(['2011/65/EU']);
    expect(canonicalExemptions([long('7(c)-I'), long('2011/65/EU')])).toEqual([]);
  });
});
