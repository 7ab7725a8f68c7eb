import { describe, expect, it } from 'vitest';
import { findCandidateList } from './find-candidate-list.js';
import { findExemptions } from './find-exemptions.js';
import type { PageText } from './reader-types.js';

const page = (text: string): PageText[] => [{ page: 1, text, ocr: false }];
const exemptions = (text: string) => findExemptions(page(text)).map((found) => found.value);

describe('findExemptions', () => {
  it('reads the exemptions a document relies on, canonical and in Annex order', () => {
    expect(exemptions('using exemptions 7c-I and 6(c) of Annex III.')).toEqual(['6(c)', '7(c)-I']);
    expect(exemptions('Annex III exemption 7 c(I), 6a, 15')).toEqual(['6(a)', '7(c)-I', '15']);
    expect(exemptions('Exemptions used: 7(c)-i; 7(c)-II')).toEqual(['7(c)-I', '7(c)-II']);
  });

  it('reads "No. 7(c)-I" without stopping at the abbreviation', () => {
    expect(exemptions('relies on Annex III, No. 7(c)-I.')).toEqual(['7(c)-I']);
  });

  it('reads numbers only after the word exemption or an Annex III reference', () => {
    expect(exemptions('Part 6a, revision 15, 7c-I package')).toEqual([]);
  });

  it('does not take the directive’s numbers, quantities or years for exemptions', () => {
    expect(
      exemptions(
        'No exemption of Annex III to Directive 2011/65/EU is used for the 10 substances.',
      ),
    ).toEqual([]);
    expect(exemptions('exemption 6(c) expires in 5 years')).toEqual(['6(c)']);
  });

  it('stops at the end of the sentence', () => {
    expect(exemptions('No exemptions are used. Section 7 c describes the tests.')).toEqual([]);
  });
});

describe('findCandidateList', () => {
  const list = (text: string) => findCandidateList(page(text), 'dmy')?.value ?? null;

  it('reads the date of the candidate list declared against', () => {
    expect(list('as listed in the SVHC candidate list of 14 June 2023 published by ECHA.')).toEqual(
      {
        date: '2023-06-14',
        entries: null,
      },
    );
    expect(list('the Candidate List as updated 2023-06-14')).toEqual({
      date: '2023-06-14',
      entries: null,
    });
  });

  it('reads the number of entries', () => {
    expect(list('none of the 235 substances on the REACH Candidate List above 0.1 %')).toEqual({
      date: null,
      entries: 235,
    });
  });

  it('does not take the letter’s date on the next line for the list’s', () => {
    expect(
      list('no substance of the Candidate List above 0.1 % by weight.\nDate: 2024-01-20'),
    ).toBe(null);
  });
});
