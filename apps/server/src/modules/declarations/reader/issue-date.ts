/**
 * The document's own date of issue among all the dates it prints. Not the issue date: a
 * directive's date ("of 8 June 2011"), a browser's print header or a "Printed on" line, a
 * lab's dates of receipt and testing, the candidate list's date, a validity end, a date in
 * the future. Preferred: a labelled date ("Date:", "Issue date", "Dated", a signature block),
 * then a revision date, then any other; among equals a full day over a month, then the
 * latest (a revision table's newest line is the document's date).
 *
 * Numeric dates with two parts of 12 or less (05/12/2023) are read day first, as in Europe,
 * unless the document settles it otherwise: another slash date in it that can only be read
 * one way (13/05/2023, 05/13/2023) decides for the whole document; failing that, a US
 * address (USA, United States, "Riverside, CA 92507"), dates written "May 3, 2013" and never
 * "3 May 2013", or an American maker (us-makers.ts) make it month first.
 */
import { dateMentions, type DateMention, type DayMonthOrder } from './date-formats.js';
import { REVISION_ROW, revisionMonths, revisionYearMonths, timeStamped } from './date-stamps.js';
import { linedText, type LinedText } from './lined-text.js';
import { lineAround } from './evidence.js';
import { isNoticePage } from './notice-page.js';
import type { Found, PageText } from './reader-types.js';

/** The dates of the directives and the regulation, which their citations print. */
const LEGISLATION_DATES = new Set([
  '2003-01-27',
  '2006-07-01',
  '2006-12-18',
  '2011-06-08',
  '2011-07-01',
  '2011-07-21',
  '2015-03-31',
  '2015-06-04',
  '2017-11-15',
  '2018-11-16',
  '2019-07-22',
]);

const PRINT = /\bprint(?:ed|ing)?\b/i;
/** A comma and a word in lower case right after a date: the date opens a clause. */
const PROSE_AFTER = /^,\s*\p{Ll}/u;
const LABELS = /\b(?:date|dated|datum|issued?|signed|signature|effective)\b/gi;
/** "Rev. C", "Version 3", and a datasheet's "Revised August 2015" (TI's header line). */
const REVISION = /\b(?:rev(?:ised|ision)?|version|edition)\b\.?/i;
/** A revision named right after its date: "Aug. 02, 2022 V.12", "2021-03 Rev. B". */
const REVISION_AFTER = /^[\s,;-]*(?:v\.?\s?\d|rev(?:ision)?\b|version\b)/i;
/**
 * Words that make a date something else than the issue date, even after "Date": a lab's
 * receipt and test dates, a validity end, a certificate's next audits ("1st Surveillance
 * audit on or before: 17-07-2026", "Date of Recertification").
 */
const NOT_ISSUE =
  /on\s+or\s+before|surveillance|recertif|receipt|receiv|test|sampl|analys|period|expir|valid|until|due|deliver|order|ship|invoice|candidate|updat|publish|birth|\bfrom\b|\bto\b\s*$/i;
/** "Last updated:", "Last update on", German "Letztes Update am", "Zuletzt aktualisiert". */
const LAST_UPDATE =
  /\b(?:last\s+updated?|letzte[sn]?\s+update|zuletzt\s+aktualisiert)\b[^\n]{0,8}$/i;
/** A date of the document this one supersedes: "Supersedes 2019-07-09", "replaces … dated". */
const SUPERSEDED = /\bsupersed|\breplac/i;
/** A browser's print header or footer: a full address or a page's path, a time of day. */
const URL_OR_TIME = /https?:\/\/|www\.\S+\/\S|\b\d{1,2}:\d{2}\b/i;
/** A line that is only a label waiting for its date on the next line: "Date of issue:". */
const LABEL_LINE = /:\s*$|^\W*(?:\p{L}+\W+){0,3}(?:date|dated|datum|issued?)\W*$/iu;
/**
 * A form's caption printed under the line the date was written on: "(Place and date of issue)",
 * "(Date)", "Ort und Datum", or a signature block's "Date: ______" whose text layer puts the
 * date typed on the blank above it. It labels the date above it.
 */
const CAPTION_BELOW =
  /^\s*\(?\s*(?:(?:place|ort|lieu|luogo)\s*(?:and|und|et|e|,|&)\s*)?(?:date|datum|data)(?:\s+of\s+issue)?\s*\)?\s*(?::[\s_]*)?$/iu;
const CANDIDATE_LIST = /candidate\s+list|\bsvhc|\becha\b|very\s+high\s+concern/i;
/** A citation right before the date: "2002/95/EC Jan. 27, 2003", "the Council of 8 June 2011". */
const CITATION =
  /(?:\d{4}\s*\/\s*\d{2,4}(?:\s*\/\s*E[CGU])?|directive|regulation|council|parliament|decision|amendment|annex\s+[IVX]+)\W{0,3}(?:(?:of|dated|from)\s*)?$/i;

/** "USA", "United States", or a US state and ZIP code: "Riverside, CA 92507", "Dayton OH 45402". */
const US_ADDRESS =
  /\bU\.?S\.?A\.?\b|\bUnited States\b|(?:,\s*|(?<=\p{Ll})\s+)(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)\s+\d{5}(?:-\d{4})?\b/u;

/**
 * Day first unless the document says otherwise: one unambiguous slash date decides; failing
 * that a US address, dates written the US way with the month's name first ("May 3, 2013",
 * never "3 May 2013"), or a maker known to be American (`usMaker`) make it month first.
 */
export function dayMonthOrder(pages: readonly PageText[], usMaker = false): DayMonthOrder {
  const seen = new Set<DayMonthOrder>();
  let namedMonthFirst = 0;
  let namedDayFirst = 0;
  for (const page of pages) {
    for (const mention of dateMentions(page.text, 'dmy')) {
      const numeric = mention.numeric;
      if (!numeric) {
        // A named month with a day: "May 3, 2013" or "3 May 2013" (not "2013年5月3日").
        if (mention.value.length !== 10 || !/\p{L}{3}/u.test(mention.text)) continue;
        if (/^\p{L}/u.test(mention.text)) namedMonthFirst++;
        else if (/^\d{1,2}\D/.test(mention.text)) namedDayFirst++;
        continue;
      }
      if (numeric.separator === '.') continue;
      if (numeric.first > 12) seen.add('dmy');
      else if (numeric.second > 12) seen.add('mdy');
    }
  }
  if (seen.size === 1) return seen.has('mdy') ? 'mdy' : 'dmy';
  if (pages.some((page) => US_ADDRESS.test(page.text))) return 'mdy';
  if (namedMonthFirst > 0 && namedDayFirst === 0) return 'mdy';
  return usMaker ? 'mdy' : 'dmy';
}

/** Where the last sentence in `text` ends (0 when none does); "No. 1907" ends none. */
function lastSentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(/(?<!\b(?:No|Nr|Art))[.!?](?=\s)/g)) end = match.index + 1;
  return end;
}

/** A page's lines, and whether it holds a revision table: two REVISION_ROWs with a year or more. */
interface DatedPage extends LinedText {
  revisionTable: boolean;
}

const YEAR = /\b(?:19|20)\d\d\b/;
const revisionRows = (text: string) =>
  text.split('\n').filter((line) => REVISION_ROW.test(line) && YEAR.test(line)).length;

function datedPage(text: string): DatedPage {
  return { ...linedText(text), revisionTable: revisionRows(text) >= 2 };
}

interface Candidate {
  found: Found<string>;
  score: number;
  index: number;
}

/** What the words before and around a date make of it: 0 not the issue date, else a rank. */
function rank(page: DatedPage, mention: DateMention, today: string): number {
  if (mention.value > today || mention.value < '1995') return 0;
  const text = page.text;
  const lineStart = page.lineStart(mention.index);
  let before = text.slice(Math.max(lineStart, mention.index - 40), mention.index);
  // A label alone on the line above: "Date of issue:" / "12 May 2023". In a row of cells the
  // label is the cell above the date's: "© …, 2014<tab>Publication Order Number:" labels the
  // code beside "January, 2014", not the date.
  if (before.trim() === '') {
    const aboveStart = lineStart === 0 ? 0 : page.lineStart(lineStart - 1);
    const line = text.slice(aboveStart, Math.max(aboveStart, lineStart - 1));
    const cells = line.split('\t');
    const column = (text.slice(lineStart, mention.index).match(/\t/g) ?? []).length;
    // A line of one cell: its last 40 characters, where a label waiting for a date ends.
    const above = cells.length > 1 ? (cells[column] ?? '') : line.slice(-40);
    before = LABEL_LINE.test(above) ? above : '';
  }
  const line = lineAround(text, mention.index, mention.text.length);
  if (PRINT.test(line)) return 0;
  // A date of the legislation is not the document's, even after "dated" or "effective".
  if (LEGISLATION_DATES.has(mention.value) || CITATION.test(before)) return 0;
  if (SUPERSEDED.test(before)) return 0;
  // The field the date fills starts a little before its label: "Receipt date:" and "Date of
  // receipt:" are not the issue date, "Test Report No. 123  Date:" is.
  const after = text.slice(
    mention.index + mention.text.length,
    mention.index + mention.text.length + 16,
  );
  // A label whose date opens a clause ("Effective 1 July 2009, all of our products became …")
  // dates a fact the text tells, not the document: a field's date ends its line or its cell.
  const label = PROSE_AFTER.test(after) ? undefined : [...before.matchAll(LABELS)].at(-1);
  const field = label ? before.slice(Math.max(0, label.index - 15)) : before;
  // A revision row's words are its change ("Update ordering information"), not a field name.
  const revisionRow = REVISION_ROW.test(text.slice(lineStart, mention.index));
  // A page's "Last updated" ("Letztes Update am July. 03, 2024") is its revision date, unless
  // it is a list's (the candidate list's update).
  if (LAST_UPDATE.test(before) && !CANDIDATE_LIST.test(before)) return 2;
  if (NOT_ISSUE.test(field) && (label || !revisionRow)) return 0;
  // A revision table's rows are the document's history, as good as a label: its newest row
  // beats the date in a drawing's title block ("DATE 2020.05.21") when it is later.
  if (label || captionBelow(text, mention) || (revisionRow && page.revisionTable)) return 3;
  // The sentence before the date, within 120 characters: "candidate list of\n14 June 2023"
  // is the list's date, "… (REACH).\nWaldenburg, 3 July 2023" is not.
  const preceding = text.slice(Math.max(0, mention.index - 120), mention.index);
  const wider = preceding.slice(lastSentenceEnd(preceding));
  if (URL_OR_TIME.test(line) || CANDIDATE_LIST.test(wider)) return 0;
  return REVISION.test(before) || REVISION_AFTER.test(after) || revisionRow ? 2 : 1;
}

/** Whether the next line that is not blank, under the date's line, is CAPTION_BELOW. */
function captionBelow(text: string, mention: DateMention): boolean {
  const lineEnd = text.indexOf('\n', mention.index + mention.text.length);
  if (lineEnd === -1) return false;
  // OCR leaves blank lines between a form's lines.
  const below = text.slice(lineEnd + 1, lineEnd + 80).replace(/^\s*\n/, '');
  return CAPTION_BELOW.test(below.split('\n')[0] ?? '');
}

function better(a: Candidate, b: Candidate): boolean {
  if (a.score !== b.score) return a.score > b.score;
  const aDay = a.found.value.length === 10;
  const bDay = b.found.value.length === 10;
  if (aDay !== bDay) return aDay;
  if (a.found.value !== b.found.value) return a.found.value > b.found.value;
  return a.found.page < b.found.page || (a.found.page === b.found.page && a.index < b.index);
}

/**
 * A browser's print header: a web address, or the title of a file shown alone
 * ("ROHS-Certificate.jpg 566×800 pixels  2022-08-16, 23:45").
 */
const BROWSER_HEADER = /https?:\/\/|www\.|\.(?:jpe?g|png|gif|pdf|html?|aspx?|php)\b|\bpixels\b/i;

/**
 * A time-stamped date is an instrument's reading ("Test Date 2025/11/27 8:42:30"), and often
 * a browser's print header: the document's date only when it prints no other (a measurement's
 * printout), never on a line that says "print" or is a browser's header.
 */
function stampedScore(page: DatedPage, mention: DateMention, today: string): number {
  if (mention.value > today || mention.value < '1995' || !timeStamped(page.text, mention)) return 0;
  const line = lineAround(page.text, mention.index, mention.text.length);
  return PRINT.test(line) || BROWSER_HEADER.test(line) ? 0 : 1;
}

export function findIssueDate(
  pages: readonly PageText[],
  today: string,
  usMaker = false,
): Found<string> | null {
  const order = dayMonthOrder(pages, usMaker);
  const own = pages.filter((page) => !isNoticePage(page));
  const dated = own.length > 0 ? own : pages;
  // Each page's lines and dates once, for both passes below.
  const read = dated.map((page) => {
    const lined = datedPage(page.text);
    const mentions = [
      ...dateMentions(page.text, order),
      ...revisionMonths(page.text),
      ...revisionYearMonths(lined),
    ];
    return { page, lined, mentions };
  });
  const pick = (scoreOf: (page: DatedPage, mention: DateMention) => number) => {
    let best: Candidate | null = null;
    for (const { page, lined, mentions } of read) {
      for (const mention of mentions) {
        const score = scoreOf(lined, mention);
        if (score === 0) continue;
        const candidate: Candidate = {
          found: {
            value: mention.value,
            page: page.page,
            text: lineAround(page.text, mention.index, mention.text.length),
          },
          score,
          index: mention.index,
        };
        if (!best || better(candidate, best)) best = candidate;
      }
    }
    return best?.found ?? null;
  };
  return (
    pick((page, mention) => rank(page, mention, today)) ??
    pick((page, mention) => stampedScore(page, mention, today))
  );
}
