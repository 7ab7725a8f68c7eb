/**
 * Dates issue-date.ts reads beyond date-formats.ts's: a revision's month written "REV. 08/23"
 * or "Rev.1.0 2020.03" (month and year only, which elsewhere could be anything: a page "1/23",
 * a ratio, a number), and an
 * instrument's time-stamped reading ("2025/11/27 8:42:30"), the only date a printout of a
 * measurement carries.
 */
import type { DateMention } from './date-formats.js';
import type { LinedText } from './lined-text.js';

/**
 * A revision table's row: a version tag in its first cell ("1.7", "0.10", "1.1.5", "A0", "V1.2",
 * "Rev 2.1") and the date in a later cell. Each row is a revision date like "Rev. C, 12-May-21",
 * so the table's newest row wins over a cover's month ("Dec. 2018"), whatever words (an
 * "Edition" column) the older rows hold. One space may follow the tag when the row's cells
 * are split by tabs further on ("1.1.5 Idle current<tab>2020/10").
 */
export const REVISION_ROW =
  /^\s*(?:(?:v|ver|rev)\.?\s?)?(?:\d{1,2}(?:\.\d{1,2}){1,2}|[A-Z]\d)(?:\t|\s{2,}|\s(?=[^\n]*\t))/i;

/** "REV. 08/23", "Rev 8/2023", "Revision: 11/22": a month and a year after a revision label. */
const REVISION_MONTH =
  /\b(?:rev(?:ision)?|ver(?:sion)?)\b\.?\s*:?\s*(\d{1,2})\/(\d{4}|\d{2})(?![\d/.-]|\s*\/)/gi;

/** The months "REV. 08/23" gives, as 'YYYY-MM' mentions at the numbers. */
export function revisionMonths(text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const match of text.matchAll(REVISION_MONTH)) {
    const month = Number(match[1]);
    const digits = match[2] ?? '';
    const year = digits.length === 2 ? 2000 + Number(digits) : Number(digits);
    if (month < 1 || month > 12 || year < 1990 || year > 2099) continue;
    const text = `${match[1]}/${digits}`;
    const index = (match.index ?? 0) + match[0].length - text.length;
    found.push({ value: `${year}-${String(month).padStart(2, '0')}`, index, text, numeric: null });
  }
  return found;
}

/**
 * "Rev.1.0   2020.03", "2021.02   V3.1", a revision table's "1.1.5  Idle current  2020/10": a
 * year and a month, year first, on a line that names a revision (a label or a version tag).
 * Elsewhere "2020.03" could be a number; beside a revision it is the revision's month.
 */
const YEAR_MONTH = /(?<![\d./-])((?:19|20)\d\d)[./](\d{1,2})(?![\d]|[./-]\d)/g;
/** A line that names a revision: a label, or a version written "V1.2". */
const REVISION_WORD = /\b(?:rev(?:ision)?|ver(?:sion)?)\b|(?<![\w.])V\.?\s?\d+\.\d/i;

/** The months a revision line writes "2020.03" or "2020/10", as 'YYYY-MM' mentions. */
export function revisionYearMonths(page: LinedText): DateMention[] {
  const found: DateMention[] = [];
  for (const match of page.text.matchAll(YEAR_MONTH)) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    if (month < 1 || month > 12) continue;
    const line = page.lineAt(match.index);
    if (!REVISION_WORD.test(line) && !REVISION_ROW.test(line)) continue;
    const value = `${year}-${String(month).padStart(2, '0')}`;
    found.push({ value, index: match.index, text: match[0], numeric: null });
  }
  return found;
}

/** A time of day right after a date: "2025/11/27 8:42:30", "12.05.2023, 14:05". */
const TIME_AFTER = /^,?\s{1,3}\d{1,2}:\d{2}(?::\d{2})?(?!\d)/;

/** Whether the date `mention` in `text` is stamped with a time of day. */
export function timeStamped(text: string, mention: DateMention): boolean {
  return TIME_AFTER.test(text.slice(mention.index + mention.text.length));
}
