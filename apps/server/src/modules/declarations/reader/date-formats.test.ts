import { describe, expect, it } from 'vitest';
import { dateMentions, MONTHS } from './date-formats.js';

const values = (text: string, order: 'dmy' | 'mdy' = 'dmy') =>
  dateMentions(text, order).map((mention) => mention.value);

describe('dateMentions', () => {
  it.each([
    ['2023-05-12', '2023-05-12'],
    ['2023/05/12', '2023-05-12'],
    ['12.05.2023', '2023-05-12'],
    ['12.05.23', '2023-05-12'],
    ['12/05/2023', '2023-05-12'],
    ['12-05-2023', '2023-05-12'],
    ['May 12, 2023', '2023-05-12'],
    ['Jan. 27, 2003', '2003-01-27'],
    ['June 16,2022', '2022-06-16'],
    ['September 1%, 2025', '2025-09-01'],
    ['12 May 2023', '2023-05-12'],
    ['12th of May, 2023', '2023-05-12'],
    ['12-May-23', '2023-05-12'],
    ['12. Mai 2023', '2023-05-12'],
    ['12. Mär.2025', '2025-03-12'],
    ['12. Mar.2025', '2025-03-12'],
    ['12 marzo 2025', '2025-03-12'],
    ['3 février 2024', '2024-02-03'],
    ['12 de marzo de 2025', '2025-03-12'],
    ['1er juillet 2023', '2023-07-01'],
    ['June 2021', '2021-06'],
    ['Sept. 2019', '2019-09'],
    ['2020/06/11', '2020-06-11'],
    ['11.06.2020', '2020-06-11'],
    ['Jun. 11, 2020', '2020-06-11'],
    ['2020年6月11日', '2020-06-11'],
    ['2020 年 06 月 11 日', '2020-06-11'],
    ['2020년 6월 11일', '2020-06-11'],
    ['2026. 02. 04', '2026-02-04'],
    ['Feb.02.2024', '2024-02-02'],
    ['November 15. 2013', '2013-11-15'],
    ['2021年6月', '2021-06'],
    ['14-JAN-2021', '2021-01-14'],
    ['2022-APR-14', '2022-04-14'],
    ['09 -26-2007', '2007-09-26'],
    ["27/4/'19", '2019-04-27'],
    ['27/4/’19', '2019-04-27'],
  ])('reads %s as %s', (text, expected) => {
    expect(values(`Date: ${text}.`)).toEqual([expected]);
  });

  it('reads a space before a dash only in a date with a four-digit year', () => {
    expect(values('pins 3 -12-24')).toEqual([]);
  });

  it('does not read a document code’s number before a month as its day', () => {
    expect(values('DS8008-04 March 2007')).toEqual(['2007-03']);
  });

  it('reads a slash date with two small parts by the order it is given', () => {
    expect(values('05/12/2023', 'dmy')).toEqual(['2023-12-05']);
    expect(values('05/12/2023', 'mdy')).toEqual(['2023-05-12']);
  });

  it('reads a slash date the only way it can be read, whatever the order', () => {
    expect(values('13/05/2023', 'mdy')).toEqual(['2023-05-13']);
    expect(values('05/13/2023', 'dmy')).toEqual(['2023-05-13']);
  });

  it('reads dotted dates day first even in a month-first document', () => {
    expect(values('05.12.2023', 'mdy')).toEqual(['2023-12-05']);
  });

  it('does not join a number of the cell before to a month', () => {
    expect(values('AP22652\t1 of 17\tOctober 2024')).toEqual(['2024-10']);
    expect(values('Version 3\tDec. 24, 2015 - Updated')).toEqual(['2015-12-24']);
  });

  it('does not also read the month of a full date as a month alone', () => {
    expect(values('issued 12 May 2023')).toEqual(['2023-05-12']);
  });

  it.each([
    ['Directive 2011/65/EU'],
    ['Regulation (EC) No 1907/2006'],
    ['31/02/2023'],
    ['version 1.2.3'],
    ['the 2023 edition'],
    ['13/13/2023'],
    ['products may 2011/65'],
  ])('finds no date in %j', (text) => {
    expect(values(text)).toEqual([]);
  });

  it('gives where each date is and its words', () => {
    expect(dateMentions('Issued: 10 March 2008', 'dmy')).toEqual([
      { value: '2008-03-10', index: 8, text: '10 March 2008', numeric: null },
    ]);
  });
});

describe('dateMentions and the month names', () => {
  it.each(Object.entries(MONTHS))('reads the month name %s in every format', (name, month) => {
    const mm = String(month).padStart(2, '0');
    expect(values(`Date: 12 ${name} 2023.`)).toEqual([`2023-${mm}-12`]);
    expect(values(`Date: ${name} 12, 2023.`)).toEqual([`2023-${mm}-12`]);
    expect(values(`Date: ${name} 2023.`)).toEqual([`2023-${mm}`]);
  });
});
