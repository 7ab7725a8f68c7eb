import { describe, expect, it } from 'vitest';
import { dayMonthOrder, findIssueDate } from './issue-date.js';
import { isUsMaker } from './us-makers.js';
import type { PageText } from './reader-types.js';

const TODAY = '2025-01-15';
const pages = (...texts: string[]): PageText[] =>
  texts.map((text, index) => ({ page: index + 1, text, ocr: false }));
const issueDate = (...texts: string[]) => findIssueDate(pages(...texts), TODAY)?.value ?? null;

describe('findIssueDate', () => {
  it('does not take a directive’s date for the issue date', () => {
    expect(
      issueDate(
        'comply with Directive 2011/65/EU of the European Parliament and of the Council of 8 June 2011\nand (EU) 2015/863 of\n31 March 2015.\nKyoto, 2023-05-12',
      ),
    ).toBe('2023-05-12');
    expect(
      issueDate('*RoHS Directive 2002/95/EC Jan. 27, 2003 including annex\nDate: 2019-04-02'),
    ).toBe('2019-04-02');
  });

  it('does not take a browser print header or a "Printed on" line', () => {
    expect(
      issueDate(
        '5/12/24, 10:15 AM RoHS Certificate | TDK Product Center\nIssue date: 2021-08-30\nPrinted on 2024-05-12\nhttps://product.tdk.com/info 2024-05-12 1/1',
      ),
    ).toBe('2021-08-30');
  });

  it('does not take a lab’s dates of receipt and testing', () => {
    expect(
      issueDate(
        'Date of Receipt: 2022-02-20\nTesting Period: 2022-02-21 to 2022-02-25\nTest Report No. SHA123 Date: 2022-03-01 Page: 1 of 3',
      ),
    ).toBe('2022-03-01');
  });

  it('does not take the candidate list’s date', () => {
    expect(
      issueDate(
        'as listed in the SVHC candidate list of 14 June 2023 published by ECHA (REACH).\nWaldenburg, 3 July 2023',
      ),
    ).toBe('2023-07-03');
    expect(issueDate('the candidate list as updated 2023-06-14')).toBeNull();
  });

  it('prefers a labelled date over other dates', () => {
    expect(issueDate('Rev. 3, 2024-01-10\nrevision history 2024-02-01\nDate: 2023-11-30')).toBe(
      '2023-11-30',
    );
  });

  it('takes a date labelled by the form’s caption under it', () => {
    const form =
      'Official Journal\nof the EC, Issue:   C076 10/03/2017\n(issue of publication of the list)\nRotterdam, 2017-03-21\n\n(Place and date of issue)\nP.M.A. van Tooren   CTO';
    expect(issueDate(form)).toBe('2017-03-21');
    expect(issueDate('Kyoto 2017-03-20\nMünchen, 2017-03-01\nOrt und Datum')).toBe('2017-03-01');
    // A caption further down the page labels nothing.
    expect(issueDate('Issue: 10/03/2017\nMünchen, 2017-03-21\nthe signatory\n(Date)')).toBe(
      '2017-03-10',
    );
  });

  it('prefers a revision date over an unlabelled one, and a full day over a month', () => {
    expect(issueDate('published 2022-01-01\nS21-0512-Rev. C, 12-May-21')).toBe('2021-05-12');
    // A revision named after its date, over an older line of the revision table.
    expect(issueDate('Aug. 02, 2022 V.12\nVersion 11\tMay 15, 2020 - Updated')).toBe('2022-08-02');
    // A revision table's rows, whatever their words, over the cover's month.
    expect(
      issueDate(
        'V 1.7 / Dec. 2018',
        'Revision\tChanges\tDate\n0.8\tPreliminary Edition\t2017-02-14\n1.7\tUpdate THD\t2018-12-29',
      ),
    ).toBe('2018-12-29');
    expect(issueDate('Rev 1.0 P 1/56 Oct 2008\n1.0\t1. Changed to Advance\t27-Oct-08')).toBe(
      '2008-10-27',
    );
    expect(issueDate('June 2021 catalogue, valid 2021-06-30 onwards', 'Kyoto 2021-05-01')).toBe(
      '2021-05-01',
    );
  });

  it('takes a date typed above a signature block’s "Date: ____" line over a "Revised" month', () => {
    expect(
      issueDate(
        'Name/Title: Jo Doe, Vice President\n9/14/2021\nDate:\t________\n2\tRevised: September 2021',
      ),
    ).toBe('2021-09-14');
  });

  it('takes a datasheet’s "Revised" month over a later appendix’s day', () => {
    expect(
      issueDate('SCES195N – APRIL 1999 – REVISED AUGUST 2015', 'ADDENDUM\nwww.ti.com\t14-Jul-2022'),
    ).toBe('2015-08');
  });

  it('does not take the revision date of the maker’s notice appended to a datasheet', () => {
    const sheet = 'Thick Film Chip Resistors\nRevision: 09-Sep-2024\tDocument Number: 20035';
    const notice =
      'Legal Disclaimer Notice\tVishay\nDisclaimer\nALL PRODUCT SPECIFICATIONS ARE SUBJECT TO CHANGE\nRevision: 01-Jan-2025\tDocument Number: 91000';
    expect(issueDate(sheet, sheet, notice)).toBe('2024-09-09');
    // A notice alone is dated by its own revision.
    expect(issueDate(notice)).toBe('2025-01-01');
  });

  it('takes a revision table’s newest row over an older date in a drawing’s title block', () => {
    const history =
      'Version\tContent\tDate\nA0\tNew release\t2020/11/26\nA0\tHeader revised\t2021/11/3';
    expect(issueDate(history, 'Part No -E042A74\tDATE 2020.05.21\tVER A0')).toBe('2021-11-03');
    // One row is no table: the labelled date stays first.
    expect(issueDate('A0\tHeader revised\t2021/11/3', 'DATE 2020.05.21')).toBe('2020-05-21');
  });

  it('takes a page’s "Last updated" date as its revision date, not a list’s update', () => {
    expect(issueDate('FH12 Serie\nLetztes Update am July. 03, 2024')).toBe('2024-07-03');
    expect(issueDate('Product page\nLast updated: 2023-05-02\n© 2021 Maker')).toBe('2023-05-02');
    expect(issueDate('SVHC candidate list last updated 2023-01-17.\nRevision: 2022-11-04')).toBe(
      '2022-11-04',
    );
  });

  it('does not take a certificate’s audit and recertification dates', () => {
    expect(
      issueDate(
        'Date of Initial Registration                     : 18-07-2023\n1st Surveillance audit on or before         :17-07-2024\nDate of Recertification   :17-07-2026',
      ),
    ).toBe('2023-07-18');
  });

  it('does not take a labelled date that opens a clause for the document’s', () => {
    expect(
      issueDate(
        'RoHS Certificate of Conformance\nMay 12, 2022\nEffective 1 July 2009, all of our products became qualified as Halogen-Free.',
      ),
    ).toBe('2022-05-12');
    expect(issueDate('Effective date: January 17, 2023\nTo our valued customers:')).toBe(
      '2023-01-17',
    );
  });

  it('reads a label on the line above only in the date’s own cell', () => {
    // onsemi's footer: the order number's label sits above the code, not above the date.
    const footer = '© Semiconductor Components Industries, LLC, 2014\t1\tPublication Order Number:';
    expect(issueDate(`${footer}\nJanuary, 2014 − Rev. 14\tCAT24C256/D`)).toBe('2014-01');
    expect(issueDate('Order number:\n12 May 2023')).toBeNull();
    // The cells are counted from the line's start, however long its first cell.
    const long = `${'Semiconductor Components Industries, LLC, 2014 '.repeat(3)}\tOrder number:`;
    expect(issueDate(`${long}\n12 May 2023\tCAT24C256/D`)).toBe('2023-05-12');
    expect(issueDate(`${long}\n\t12 May 2023`)).toBeNull();
    const form = `Date of issue:\t${'Shenzhen Example Electronics Co., Ltd. '.repeat(2)}`;
    expect(issueDate(`${form}\n12 May 2020\tsigned\nRevised 13 June 2021`)).toBe('2020-05-12');
  });

  it('takes a month alone when only the month is printed', () => {
    expect(issueDate('Issue: June 2021')).toBe('2021-06');
  });

  it('ignores dates after today and validity ends', () => {
    expect(issueDate('Date: 2026-01-01')).toBeNull();
    expect(issueDate('valid until 2024-12-31')).toBeNull();
  });

  it('finds nothing in an undated document', () => {
    expect(issueDate('We declare that our products comply with RoHS.')).toBeNull();
  });

  it('gives the page and the line the date was read from', () => {
    expect(findIssueDate(pages('nothing here', 'Place, date: Kyoto, 12 May 2023'), TODAY)).toEqual({
      value: '2023-05-12',
      page: 2,
      text: 'Place, date: Kyoto, 12 May 2023',
    });
  });
});

describe('reading 05/12/2023', () => {
  it('is 5 December in a European document', () => {
    expect(issueDate('Nexperia B.V., Nijmegen, The Netherlands\nDate: 05/12/2023')).toBe(
      '2023-12-05',
    );
  });

  it('is 12 May in a letter from a US address', () => {
    expect(issueDate('1200 Columbia Avenue, Riverside, CA 92507\nDate: 05/12/2023')).toBe(
      '2023-05-12',
    );
    expect(issueDate('Dallas, Texas, USA\nDate: 05/12/2023')).toBe('2023-05-12');
  });

  it('follows another slash date of the document that can be read one way only', () => {
    expect(dayMonthOrder(pages('Received 11/28/2022', 'Date: 05/12/2023'))).toBe('mdy');
    expect(dayMonthOrder(pages('Chicago, IL 60631, USA', 'tested 28/11/2022'))).toBe('dmy');
    expect(issueDate('Received 11/28/2022', 'Date: 05/12/2023')).toBe('2023-05-12');
  });
});

describe('the dates of the legislation and of labels', () => {
  it('does not take a directive’s date even after "dated" or "effective"', () => {
    expect(
      issueDate(
        'substances of Directive (EU) 2015/863 dated 4 June 2015 below.\nLeeds, 2020-02-10',
      ),
    ).toBe('2020-02-10');
    expect(
      issueDate('the new Annex II (effective July 22, 2019) applies.\nRevised: March 2022'),
    ).toBe('2022-03');
  });

  it('does not take the date of the document this one supersedes', () => {
    expect(issueDate('Date of revision: 2020-03-06\nSupersedes\t2021-07-09')).toBe('2020-03-06');
    expect(issueDate('This report replaces report No. 12 dated 2024-01-03.')).toBeNull();
  });

  it('reads the dates Korean labs print: "2026. 02. 04", "Feb.02.2024"', () => {
    expect(
      issueDate(
        'Issued Date : 2024. 09. 04\nReceived Date : 2024. 08. 28\nTest Period : 2024. 08. 28',
      ),
    ).toBe('2024-09-04');
    expect(
      issueDate('Receipt Date : Jan.11.2024\nTest Date : Feb.02.2024\nPrepared by\nFeb.02.2024'),
    ).toBe('2024-02-02');
  });

  it('reads the line above a date as its label only when it is one', () => {
    expect(issueDate('Quality Test Services Ltd.\n14-JAN-2021')).toBe('2021-01-14');
    expect(issueDate('Date of issue:\n12 May 2023\nrevised 2023-06-01')).toBe('2023-05-12');
  });

  it('takes a date beside the maker’s web address, not beside a printed page’s address', () => {
    expect(issueDate('www.acme-parts.com\t09-Mar-2020')).toBe('2020-03-09');
    expect(issueDate('www.acme-parts.com/rohs/cert.html 2024-05-12')).toBeNull();
  });
});

describe('reading 05/12/2023 month first', () => {
  it('follows a US state and ZIP code written without a comma', () => {
    expect(issueDate('12 Main St, Springfield IL 62701\nDate: 05/12/2023')).toBe('2023-05-12');
  });

  it('follows dates written the US way with the month’s name first', () => {
    expect(issueDate('Obsolete since Aug. 4, 2016\nRev Date: 2/3/2021')).toBe('2021-02-03');
    expect(issueDate('Obsolete since Aug. 4, 2016, or 4 August 2016\nRev Date: 2/3/2021')).toBe(
      '2021-03-02',
    );
  });

  it('is month first for a maker known to be American', () => {
    expect(findIssueDate(pages('Date: 04/06/2021'), TODAY, true)?.value).toBe('2021-04-06');
    expect(findIssueDate(pages('Date: 04/06/2021'), TODAY, false)?.value).toBe('2021-06-04');
    expect(isUsMaker('Molex, LLC')).toBe(true);
    expect(isUsMaker('Texas Instruments Incorporated')).toBe(true);
    expect(isUsMaker('Monolithic Power Systems, Inc.')).toBe(true);
    expect(isUsMaker('Yageo')).toBe(false);
    expect(isUsMaker('Pulse Electronics')).toBe(false);
    expect(isUsMaker(null)).toBe(false);
  });
});
