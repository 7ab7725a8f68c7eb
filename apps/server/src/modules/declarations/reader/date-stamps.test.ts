import { describe, expect, it } from 'vitest';
import { findIssueDate } from './issue-date.js';
import type { PageText } from './reader-types.js';

const issueDate = (text: string) => {
  const pages: PageText[] = [{ page: 1, text, ocr: false }];
  return findIssueDate(pages, '2026-01-15')?.value ?? null;
};

describe('dates beyond the usual formats', () => {
  it('reads a revision month written "REV. 08/23"', () => {
    expect(
      issueDate('CRF Series\n*RoHS Directive 2015/863, Mar 31, 2015 and Annex.\nREV. 08/23'),
    ).toBe('2023-08');
    expect(issueDate('Revision: 11/2022')).toBe('2022-11');
    expect(issueDate('Page 1/23')).toBe(null);
  });

  it('reads a revision’s month written year first, "2020.03", beside a revision only', () => {
    expect(issueDate('www.magntek.com.cn  1    Rev.1.0   2020.03')).toBe('2020-03');
    expect(issueDate('Revision History\n 2021.02       V3.1\n 2020.11       V3.0')).toBe('2021-02');
    expect(
      issueDate(
        'Revision History\n1.1.4 Initial release\t2020/9\tWX\n1.1.5 Idle current\t2020/10\tWX',
      ),
    ).toBe('2020-10');
    expect(issueDate('Gain 2020.03 at 25 °C')).toBe(null);
    expect(issueDate('Rev.1.0 2020.03.15')).toBe('2020-03-15');
  });

  it('takes an instrument’s time-stamped reading only when nothing else is dated', () => {
    expect(issueDate('ROHS Test Report\nTest Date 2025/11/27 8:42:30 WorkCurve SOLDER')).toBe(
      '2025-11-27',
    );
    expect(issueDate('Test Date 2025/11/27 8:42:30\nDate: 2025-11-28')).toBe('2025-11-28');
  });

  it('does not take a browser’s print header for a time-stamped reading', () => {
    expect(issueDate('ROHS-Certificate.jpg 566×800 pixels 2022-08-16, 23:45')).toBe(null);
    expect(issueDate('https://example.com/rohs 2022-08-16 10:15')).toBe(null);
  });
});
