/**
 * Which parts a document covers (DESIGN.md §9.3 coverage): a blanket statement ("all our
 * products") is 'all', "all … except X, Y" is 'all-except'; otherwise the part numbers and
 * series it names that exist as parts of the maker ('mpns', or 'series' when it names only
 * patterns). Numbers that are not the maker's parts are left out: a document is full of
 * numbers (directives, addresses, test methods), and staff add what the reader missed.
 */
import { lineAround } from './evidence.js';
import {
  literalPart,
  namesPart,
  namesSeries,
  ocrReading,
  partIndex,
  type PartIndex,
} from './part-match.js';
import type { Coverage, Found, PageText } from './reader-types.js';

const BLANKET =
  /\b[Aa]ll\s+(?:of\s+)?(?:(?:the|our|its|their)\s+)?(?:[A-Z][\w&.-]*\s+){0,3}(?:[a-z-]+\s+)?(?:products|parts|components|articles|items|goods|devices)\b/g;
/** "All products listed below" is a list, not a blanket statement. */
const LISTED_AFTER =
  /^\s*(?:[(,]\s*)?(?:(?:which\s+are\s+|that\s+are\s+)?(?:listed|mentioned|specified|named|shown|given|included|referred)|below|above|in\s+(?:the|this)\s+(?:following|table|list|attached|annex|appendix)|on\s+the\s+(?:following|attached)|of\s+the\s+(?:following|attached))/i;
const EXCEPT =
  /\b(?:except(?:\s+for)?|with\s+the\s+exception\s+of|excluding|other\s+than)\b(?:\s+the\s+following(?:\s+(?:series|parts|products|part\s+numbers))?)?\s*:?\s*/i;
/** The end of the excepted list: a full stop before a capital or line end, or a blank line. */
const LIST_END = /\.(?=\s*\n|\s+\p{Lu}|\s*$)|\n\s*\n/u;
/**
 * "GRM188 series", "Series: GRM188". The prefix before "series" is at most 40 characters
 * (as long as a part number gets): unbounded, it is rescanned from each of its characters.
 */
const SERIES_WORD =
  /\b([A-Z0-9][A-Z0-9./-]{2,39})[\s-]+series\b|\bseries\s*(?::\s*)?([A-Z0-9][A-Z0-9./-]{2,})/gi;
/** Characters that start an ordering or packing suffix after a listed number. */
const SUFFIX_START = new Set([',', '(', '/', '#', '.', '-', '_', ' ']);

export interface CoverageFound {
  coverage: Coverage;
  /** Where each part of it was read: the blanket statement, each entry. */
  evidence: Array<Found<string>>;
}

/**
 * `text` without the trailing characters that are in `chars`. A loop, not `[…]+$`: that
 * pattern rescans a long run of such characters from each one of them when the run does not
 * end the text.
 */
function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** A written token without the punctuation that surrounds it in a sentence or a table. */
function cleanToken(token: string): string {
  let text = trimEnd(token.replace(/^[("'[<•·]+/, ''), '.,;:\'"]>');
  const open = (text.match(/\(/g) ?? []).length;
  const close = (text.match(/\)/g) ?? []).length;
  if (close > open && text.endsWith(')')) text = trimEnd(text.slice(0, -1), '.,;:');
  return text;
}

const looksLikePartNumber = (text: string) =>
  text.length >= 3 && text.length <= 40 && /\d/.test(text) && !/^\d{1,4}$/.test(text);

function blanket(
  pages: readonly PageText[],
): { found: Found<string>; exclusions: string[] } | null {
  for (const page of pages) {
    for (const match of page.text.matchAll(BLANKET)) {
      const after = page.text.slice(match.index + match[0].length);
      if (LISTED_AFTER.test(after)) continue;
      const end = after.search(LIST_END);
      const sentence = (end === -1 ? after : after.slice(0, end)).slice(0, 400);
      const except = EXCEPT.exec(sentence);
      const exclusions = except
        ? exceptedList(sentence.slice(except.index + except[0].length))
        : [];
      return {
        found: {
          value: match[0],
          page: page.page,
          text: lineAround(page.text, match.index, match[0].length),
        },
        exclusions,
      };
    }
  }
  return null;
}

/** "TAJA106K016RNJ, TAJB226K010RNJ and the TPS series" → the numbers and patterns. */
function exceptedList(text: string): string[] {
  return (
    text
      .split(/,\s+|;\s*|\s+(?:and|or)\s+|\n|\t/)
      .map((item) => {
        const trimmed = cleanToken(item.trim().replace(/^the\s+/i, ''));
        const series = /^(\S+)[\s-]+series$/i.exec(trimmed);
        return series?.[1] ? `${series[1].replace(/\*$/, '')}*` : trimmed;
      })
      // A series may be letters only ('TPS series'); a part number has a digit.
      .filter(
        (item) => !/\s/.test(item) && (/^[A-Z][\w.-]+\*$/i.test(item) || looksLikePartNumber(item)),
      )
  );
}

/**
 * A document names a handful of series; one that writes thousands of star tokens is not
 * listing parts. Past this many distinct patterns the rest are not tried, so the patterns a
 * document can make the server match against every part of the maker are bounded.
 */
const MAX_PATTERNS = 200;

/** namesSeries, once per distinct pattern, for at most MAX_PATTERNS of them. */
function seriesTester(index: PartIndex): (pattern: string) => boolean {
  const tried = new Map<string, boolean>();
  return (pattern) => {
    const key = pattern.toUpperCase();
    const known = tried.get(key);
    if (known !== undefined) return known;
    if (tried.size >= MAX_PATTERNS) return false;
    const names = namesSeries(pattern, index);
    tried.set(key, names);
    return names;
  };
}

interface Entry {
  written: string;
  series: boolean;
  found: Found<string>;
}

function namedEntries(pages: readonly PageText[], index: PartIndex): Entry[] {
  const entries = new Map<string, Entry>();
  const add = (written: string, series: boolean, page: PageText, at: number) => {
    const key = written.toUpperCase();
    if (entries.has(key)) return;
    const text = lineAround(page.text, at, written.length);
    entries.set(key, { written, series, found: { value: written, page: page.page, text } });
  };
  const namesSomeSeries = seriesTester(index);
  for (const page of pages) {
    for (const token of page.text.matchAll(/[^\s;|]+/g)) {
      const written = cleanToken(token[0]);
      if (!looksLikePartNumber(written)) continue;
      if (written.includes('*') && !literalPart(written, index)) {
        if (written.replace(/\*/g, '').length >= 3 && namesSomeSeries(written))
          add(written, true, page, token.index);
      } else if (namesPart(written, index)) add(written, false, page, token.index);
      else if (page.ocr) {
        const reading = ocrReading(written, index);
        if (reading) add(reading, false, page, token.index);
      }
    }
    for (const match of page.text.matchAll(SERIES_WORD)) {
      const prefix = cleanToken(match[1] ?? match[2] ?? '');
      const pattern = `${prefix}*`;
      if (/\d/.test(prefix) && namesSomeSeries(pattern)) add(pattern, true, page, match.index);
    }
  }
  return [...entries.values()];
}

/**
 * A datasheet names the device ('SI2302CDS') and its ordering code ('SI2302CDS-T1-GE3'); the
 * first covers the second (a suffix after a separator), so only the first is proposed.
 */
function withoutCovered(entries: Entry[]): Entry[] {
  const numbers = new Set(entries.filter((e) => !e.series).map((e) => e.written.toUpperCase()));
  return entries.filter((entry) => {
    const number = entry.written.toUpperCase();
    for (let i = 1; i < number.length; i++) {
      if (SUFFIX_START.has(number[i] ?? '') && numbers.has(number.slice(0, i))) return false;
    }
    return true;
  });
}

/** The part numbers as the form's models text writes them: a literal star as '\*'. */
export function modelsText(coverage: Coverage): string {
  if (coverage.scope === 'all') return 'All';
  if (coverage.scope === 'all-except') return `All except: ${coverage.exclusions.join('; ')}`;
  return [...coverage.mpns.map((mpn) => mpn.replace(/\*/g, '\\*')), ...coverage.series].join('; ');
}

export function findCoverage(
  pages: readonly PageText[],
  parts: ReadonlyArray<{ mpn: string }>,
): CoverageFound {
  const all = blanket(pages);
  if (all) {
    const scope = all.exclusions.length > 0 ? 'all-except' : 'all';
    return {
      coverage: { scope, series: [], mpns: [], exclusions: all.exclusions },
      evidence: [all.found],
    };
  }
  const entries = withoutCovered(parts.length > 0 ? namedEntries(pages, partIndex(parts)) : []);
  const mpns = entries.filter((entry) => !entry.series).map((entry) => entry.written);
  const series = entries.filter((entry) => entry.series).map((entry) => entry.written);
  return {
    coverage: {
      scope: mpns.length === 0 && series.length > 0 ? 'series' : 'mpns',
      series,
      mpns,
      exclusions: [],
    },
    evidence: entries.map((entry) => entry.found),
  };
}
