/**
 * Every date written in a text, in the formats declarations use: 2023-05-12, 12.05.2023,
 * 12/05/2023 and 05/12/2023, 12 May 2023, May 12, 2023, 12-May-23, 2022-APR-14, 2023年5月12日, and a month
 * alone ("June 2021", "2021年6月"); month names in English, German, Italian, French and
 * Spanish, the languages of the EU declarations in the corpus. Which of them is the issue date
 * is issue-date.ts's question.
 */

export const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  januar: 1,
  gennaio: 1,
  janvier: 1,
  enero: 1,
  february: 2,
  feb: 2,
  februar: 2,
  febbraio: 2,
  février: 2,
  febrero: 2,
  march: 3,
  mar: 3,
  märz: 3,
  maerz: 3,
  mär: 3,
  marzo: 3,
  mars: 3,
  april: 4,
  apr: 4,
  aprile: 4,
  avril: 4,
  abril: 4,
  may: 5,
  mai: 5,
  maggio: 5,
  mayo: 5,
  june: 6,
  jun: 6,
  juni: 6,
  giugno: 6,
  juin: 6,
  junio: 6,
  july: 7,
  jul: 7,
  juli: 7,
  luglio: 7,
  juillet: 7,
  julio: 7,
  august: 8,
  aug: 8,
  agosto: 8,
  août: 8,
  september: 9,
  sept: 9,
  sep: 9,
  settembre: 9,
  septembre: 9,
  septiembre: 9,
  october: 10,
  oct: 10,
  oktober: 10,
  okt: 10,
  ottobre: 10,
  octobre: 10,
  octubre: 10,
  november: 11,
  nov: 11,
  novembre: 11,
  noviembre: 11,
  december: 12,
  dec: 12,
  dezember: 12,
  dez: 12,
  dicembre: 12,
  décembre: 12,
  diciembre: 12,
};

/** How a numeric date with two small parts (05/12/2023) is read: day first or month first. */
export type DayMonthOrder = 'dmy' | 'mdy';

export interface DateMention {
  /** 'YYYY-MM-DD', or 'YYYY-MM' for a month alone. */
  value: string;
  index: number;
  text: string;
  /** For 05/12/2023 and the like: the two leading numbers, read by `order` into `value`. */
  numeric: { first: number; second: number; separator: string } | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function fullYear(year: string): number {
  const n = Number(year);
  return year.length === 2 ? 2000 + n : n;
}

function day(year: number, month: number, dayOfMonth: number): string | null {
  if (year < 1990 || year > 2099 || month < 1 || month > 12 || dayOfMonth < 1) return null;
  if (dayOfMonth > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${pad(month)}-${pad(dayOfMonth)}`;
}

const monthOf = (name: string) => MONTHS[name.toLowerCase().replace(/\.$/, '')] ?? 0;

/** Reads a numeric date's leading parts by `order`; the unambiguous reading when one is > 12. */
export function numericReading(
  first: number,
  second: number,
  order: DayMonthOrder,
): { dayOfMonth: number; month: number } {
  const monthFirst = first > 12 ? false : second > 12 ? true : order === 'mdy';
  return monthFirst ? { month: first, dayOfMonth: second } : { month: second, dayOfMonth: first };
}

type Reader = [
  RegExp,
  (match: RegExpExecArray, order: DayMonthOrder) => Omit<DateMention, 'index' | 'text'> | null,
];

/**
 * The formats with a month name spell the names of MONTHS out in regex literals, longest
 * first so 'june' wins over 'jun', and not inside a longer word: `(?!\p{L})`. (No RegExp is
 * built at run time; date-formats.test.ts checks that every name of MONTHS is read.)
 */
const READERS: Reader[] = [
  // 2023-05-12, 2023/05/12, 2023.05.12
  [
    /(?<![\d./-])(\d{4})([-./])(\d{1,2})\2(\d{1,2})(?!\d)/g,
    (m) => only(day(Number(m[1]), Number(m[3]), Number(m[4]))),
  ],
  // 2026. 02. 04: Korean labs (SGS Korea) write the year first with a dot and a space after
  // each part; the ISO reader above wants the same separator with no space
  [
    /(?<![\d./-])(\d{4})\.\s(\d{1,2})\.\s(\d{1,2})(?!\d)\.?/g,
    (m) => only(day(Number(m[1]), Number(m[2]), Number(m[3]))),
  ],
  // 2022-APR-14, 2022 Apr 14: the year first, the month by name (Trinamic's footers)
  [
    /(?<![\d./-])(\d{4})[-/. ](septiembre|diciembre|noviembre|september|septembre|settembre|december|dezember|dicembre|décembre|febbraio|february|november|novembre|febrero|februar|février|gennaio|january|janvier|juillet|october|octobre|octubre|oktober|ottobre|agosto|aprile|august|giugno|januar|luglio|maggio|abril|april|avril|enero|julio|junio|maerz|march|marzo|août|juin|juli|july|june|juni|mars|mayo|märz|sept|apr|aug|dec|dez|feb|jan|jul|jun|mai|mar|may|mär|nov|oct|okt|sep)(?!\p{L})\.?[-/. ](\d{1,2})(?![\d])/giu,
    (m) => only(day(Number(m[1]), monthOf(m[2] ?? ''), Number(m[3]))),
  ],
  // 2020年6月11日 (Chinese, Japanese) and 2020년 6월 11일 (Korean): year, month, day marks
  [
    /(?<!\d)(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일号]/gu,
    (m) => only(day(Number(m[1]), Number(m[2]), Number(m[3]))),
  ],
  // 2020年6月: the month alone
  [
    /(?<!\d)(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월](?!\s*\d)/gu,
    (m) => {
      const year = Number(m[1]);
      const month = Number(m[2]);
      return year >= 1990 && year <= 2099 && month >= 1 && month <= 12
        ? { value: `${year}-${pad(month)}`, numeric: null }
        : null;
    },
  ],
  // 12 May 2023, 12-May-23, 12th of May, 2023, 12. Mai 2023, 12. Mär.2025, 12 de marzo de
  // 2025; not across a cell or a line
  // ("1 of 17<tab>October 2024", "Version 3<tab>Dec. 24, 2015")
  // A number joined to a code by a dash is the code's ("DS8008-04 March 2007": March 2007).
  [
    /(?<![\p{L}\d]|[\p{L}\d]-)(\d{1,2})(?:st|nd|rd|th|er)?\.?(?:(?:[^\S\t\n]|[-/])+|\s+(?:of|de)\s+)(septiembre|diciembre|noviembre|september|septembre|settembre|december|dezember|dicembre|décembre|febbraio|february|november|novembre|febrero|februar|février|gennaio|january|janvier|juillet|october|octobre|octubre|oktober|ottobre|agosto|aprile|august|giugno|januar|luglio|maggio|abril|april|avril|enero|julio|junio|maerz|march|marzo|août|juin|juli|july|june|juni|mars|mayo|märz|sept|apr|aug|dec|dez|feb|jan|jul|jun|mai|mar|may|mär|nov|oct|okt|sep)(?!\p{L})(?:\.[\s.,\-/]*|[\s.,\-/]+|\s+de\s+)(\d{4}|\d{2})(?![\p{L}\d/])/giu,
    (m) => only(day(fullYear(m[3] ?? ''), monthOf(m[2] ?? ''), Number(m[1]))),
  ],
  // May 12, 2023; Jan. 27, 2003; June 16,2022; September 1st, 2025 (its raised "st" read by
  // OCR as "%" or "*"); Feb.02.2024, dots and no spaces, as Korean labs (KTR) print it;
  // "November 15. 2013", a dot for the comma (TRACO Power)
  [
    /(?<![\p{L}\d])(septiembre|diciembre|noviembre|september|septembre|settembre|december|dezember|dicembre|décembre|febbraio|february|november|novembre|febrero|februar|février|gennaio|january|janvier|juillet|october|octobre|octubre|oktober|ottobre|agosto|aprile|august|giugno|januar|luglio|maggio|abril|april|avril|enero|julio|junio|maerz|march|marzo|août|juin|juli|july|june|juni|mars|mayo|märz|sept|apr|aug|dec|dez|feb|jan|jul|jun|mai|mar|may|mär|nov|oct|okt|sep)(?!\p{L})\.?\s*(\d{1,2})(?:st|nd|rd|th|[%*°])?(?:,\s*|\s+|\.[^\S\n]?)(\d{4})(?![\p{L}\d/])/giu,
    (m) => only(day(Number(m[3]), monthOf(m[1] ?? ''), Number(m[2]))),
  ],
  // 12.05.2023 (always day first), 12/05/2023 and 05/12/2023, 5/12/24, 5/12/'24, and
  // "09 -26-2007", a space before the first dash (Everlight's footers), with a year of four
  [
    /(?<![\w./-])(\d{1,2})(?: (?=-\d{1,2}-\d{4}(?!\d)))?([./-])(\d{1,2})\2(?:['’‘](?=\d{2}(?!\d)))?(\d{4}|\d{2})(?![\w/]|[.-]\d)/g,
    (m, order) => {
      const first = Number(m[1]);
      const second = Number(m[3]);
      const separator = m[2] ?? '.';
      const reading = numericReading(first, second, separator === '.' ? 'dmy' : order);
      const value = day(fullYear(m[4] ?? ''), reading.month, reading.dayOfMonth);
      return value ? { value, numeric: { first, second, separator } } : null;
    },
  ],
  // June 2021: the month alone
  [
    /(?<![\p{L}\d])(septiembre|diciembre|noviembre|september|septembre|settembre|december|dezember|dicembre|décembre|febbraio|february|november|novembre|febrero|februar|février|gennaio|january|janvier|juillet|october|octobre|octubre|oktober|ottobre|agosto|aprile|august|giugno|januar|luglio|maggio|abril|april|avril|enero|julio|junio|maerz|march|marzo|août|juin|juli|july|june|juni|mars|mayo|märz|sept|apr|aug|dec|dez|feb|jan|jul|jun|mai|mar|may|mär|nov|oct|okt|sep)(?!\p{L})\.?[\s,]+(\d{4})(?![\p{L}\d/])/giu,
    (m) => {
      const year = Number(m[2]);
      const month = monthOf(m[1] ?? '');
      return year >= 1990 && year <= 2099 && month > 0
        ? { value: `${year}-${pad(month)}`, numeric: null }
        : null;
    },
  ],
];

function only(value: string | null) {
  return value ? { value, numeric: null } : null;
}

/** Every date in `text`, in text order; numeric dates with two small parts read by `order`. */
export function dateMentions(text: string, order: DayMonthOrder): DateMention[] {
  const mentions: DateMention[] = [];
  // Each format reads what the ones before it left: "12 May 2023" is not also "May 2023".
  let rest = text;
  for (const [pattern, read] of READERS) {
    const taken: DateMention[] = [];
    for (const match of rest.matchAll(pattern)) {
      const found = read(match, order);
      if (found) taken.push({ ...found, index: match.index, text: match[0] });
    }
    for (const mention of taken) mentions.push(mention);
    rest = blankedOut(rest, taken);
  }
  return mentions.sort((a, b) => a.index - b.index);
}

/**
 * The text with the mentions, in text order, replaced by spaces: built once per format, since
 * rebuilding the whole text at each date made a page of many dates quadratic.
 */
function blankedOut(text: string, mentions: readonly DateMention[]): string {
  let result = '';
  let from = 0;
  for (const mention of mentions) {
    result += text.slice(from, mention.index) + ' '.repeat(mention.text.length);
    from = mention.index + mention.text.length;
  }
  return result + text.slice(from);
}
