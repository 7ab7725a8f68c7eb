/**
 * Which parts a document covers (DESIGN.md §9.3 coverage): a blanket statement ("all our
 * products") is 'all', "all … except X, Y" is 'all-except'; otherwise the part numbers and
 * series it names that exist as parts of the maker ('mpns', or 'series' when it names only
 * patterns). Numbers that are not the maker's parts are left out: a document is full of
 * numbers (directives, addresses, test methods), and staff add what the reader missed.
 */
import { matchCoverage } from '@partproof/shared';
import { lineAround } from './evidence.js';
import { blanket } from './find-blanket.js';
import {
  isFamily,
  labelledSeriesRows,
  modelColumnSpans,
  slashListedSeries,
  templateSeries,
  xTemplateSeries,
} from './find-series.js';
import { cleanToken, looksLikePartNumber } from './part-tokens.js';
import {
  equalsPart,
  literalPart,
  namesPart,
  namesRange,
  namesSeries,
  ocrReading,
  partIndex,
  type PartIndex,
} from './part-match.js';
import type { Coverage, Found, PageText } from './reader-types.js';

/**
 * "GRM188 series", "Series: GRM188". The prefix before "series" is at most 40 characters
 * (as long as a part number gets): unbounded, it is rescanned from each of its characters.
 */
const SERIES_WORD =
  /\b([A-Z0-9][A-Z0-9./-]{2,39})[\s-]+series\b|\bseries\s*(?::\s*)?([A-Z0-9][A-Z0-9./-]{2,})/gi;
/**
 * A product named in a labelled field of a lab report or a declaration ("Model: CHESTER",
 * "Tested Model: Shell", "Sample Model(s): GPS-LoRaWAN", "Sample name: X", "Model No.: X"),
 * or in a table's row whose first cell is the label ("Part No.", a tab, the value):
 * its value, or the value up to a comma or a closing bracket, is taken when it is one of the
 * maker's parts, though it has no digit (the token rule wants one) and shares its line with
 * other words (the name rule wants a line or cell of its own). The value is at most 40
 * characters, to the line's end. "Model" may take one more word of its own ("Model reference:",
 * "Model designation:", misspelt or not, as EU declarations write it). A shop's or wiki's
 * "SKU:103020005" is such a field too.
 */
const MODEL_FIELD =
  /\b(?:(?:tested|sample)\s+(?:name|model|type)|model(?:\s+[a-z]{4,12})?|type|product(?:\s+name)?|part|sku)(?:\s*(?:no\.?|number|name))?(?:\s*\(s\))?(?:\s*[:：]|\t)\s*([^\n\t;]{2,40})/gi;
/**
 * The same field in the languages of EU declarations and makers' pages: "Modellname: SQ-Panel",
 * "Typbezeichnung", "Artikelnummer", "Bestellnummer", "Nome del modello", "Modello", "Nom du
 * modèle", "Modèle", "Nombre del modelo", "Modelo".
 */
const MODEL_FIELD_EU =
  /(?<!\p{L})(?:modell(?:name|bezeichnung)?|typ(?:bezeichnung)?|produktname|artikel-?nummer|art\.?-nr\.?|bestell-?nummer|teilenummer|nome\s+del\s+modello|modello|nom\s+du\s+mod[eè]le|mod[eè]le|nombre\s+del\s+modelo|modelo)(?:\s*[:：]|\t)\s*([^\n\t;]{2,40})/giu;
/**
 * The field in a scan, where OCR lost the label's colon or read it as another mark ("Model No.
 * © DEBIX Model Infinity"): the label, a wide gap, at most one mark, the value.
 */
const MODEL_FIELD_OCR =
  /\b(?:model|type|part)(?:\s*(?:no\.?|number|name))?[^\S\n]{3,}[^\w\s]?[^\S\n]*([^\n\t;]{2,40})/gi;
/**
 * A model written as a name and a placeholder the next words fill in: "STEMlab X; where X can
 * be 125-10, 125-14", "SDRlab X; where X is 122-16" — each value after the name.
 */
const X_WHERE =
  /(?<![\p{L}\d])(\p{L}[\p{L}\d-]{1,30})\s+X\s*[;,:]?\s*where\s+X\s+(?:is|are|can\s+be|=)\s+([^\n]{1,120})/giu;
/** Commas between the items of a list, Latin or CJK. */
const LIST_COMMA = /[,，、]/;
/** A name that ends in the word "series": "A SERIES", "TEN 8 Series". */
const NAMED_SERIES = /^(\S.{0,30}?)\s+series$/i;
/** A label's colon left at the start of a cell ("Model" and ": CHESTER" in two cells). */
const LEADING_COLON = /^[:：]\s*/;

/** Characters that start an ordering or packing suffix after a listed number. */
const SUFFIX_START = new Set([',', '(', '/', '#', '.', '-', '_', ' ']);

export interface CoverageFound {
  coverage: Coverage;
  /** Where each part of it was read: the blanket statement, each entry. */
  evidence: Array<Found<string>>;
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
  /**
   * Written in a labelled field ("Part No. : LTR-553ALS-01") or a column headed "Model": the
   * document names that very code, so a shorter device name does not cover it.
   */
  labelled: boolean;
}

/** "4900–4917", "AB100-AB150": a catalogue range, both ends numbers of the same length. */
const RANGE = /^([A-Z]*)(\d{3,})\s*[-–—]\s*\1?(\d{3,})$/i;
/** "KT -0805Y", "KT- 0805Y": a part number the text split at its dash. */
const SPLIT_AT_DASH =
  /(?<![\w-])([A-Z][A-Z0-9]{0,9})(?:\s+([-–]\s?)|([-–])\s+)([A-Z0-9][\w.-]{2,30})/g;
/** A series code alone at the start of a table row: 'RMCF', 'NSP'. */
const ROW_CODE = /^[A-Z]{2,6}(?=\t| {2,}|\s*$)/gm;
const MIN_ROW_CODES = 3;

/**
 * A number of three or four digits is a part only when it is one of the maker's parts itself
 * (Bourns' trimmer "3313", a resin grade "5301"); never a year, which every document prints.
 */
const SHORT_NUMBER = /^(?!19\d\d$|20\d\d$)\d{3,4}$/;

/** A telephone or fax number's start before a token: "Tel: +886-2 2562-4117" is no range. */
const PHONE_BEFORE = /(?:\b(?:tel|phone|fax|mobile)\b|\+\d)[^\n]{0,12}$/i;
const afterPhoneLabel = (text: string, at: number) =>
  PHONE_BEFORE.test(text.slice(Math.max(0, at - 24), at));

/** "LFST-001/LFST-002": parts written joined by slashes, each one of the maker's parts. */
const slashJoined = (written: string, index: PartIndex) =>
  written.split('/').every((piece) => looksLikePartNumber(piece) && namesPart(piece, index));

function namedEntries(pages: readonly PageText[], index: PartIndex): Entry[] {
  const entries = new Map<string, Entry>();
  // Where each page's model columns run: a code under one is labelled.
  const columns = new Map(pages.map((page) => [page, modelColumnSpans(page.text)]));
  const add = (written: string, series: boolean, page: PageText, at: number, field = false) => {
    const key = written.toUpperCase().replace(/\s+/g, '');
    const spans = columns.get(page) ?? [];
    const labelled = field || spans.some(([start, end]) => at >= start && at < end);
    const known = entries.get(key);
    if (known) {
      known.labelled ||= labelled;
      return;
    }
    const text = lineAround(page.text, at, written.length);
    const found = { value: written, page: page.page, text };
    // A product line whose name says so ("A SERIES") covers its members, not one part.
    entries.set(key, { written, series: series || NAMED_SERIES.test(written), found, labelled });
  };
  const namesSomeSeries = seriesTester(index);
  const codes = new Set<string>();
  for (const page of pages) {
    for (const token of page.text.matchAll(/[^\s;|]+/g)) {
      const written = cleanToken(token[0]);
      if (!looksLikePartNumber(written)) {
        if (SHORT_NUMBER.test(written) && equalsPart(written, index))
          add(written, false, page, token.index);
        continue;
      }
      codes.add(written.toUpperCase());
      const template = templateSeries(written, namesSomeSeries, (head) => namesPart(head, index));
      if (template) add(template, true, page, token.index);
      else if (written.includes('*') && !literalPart(written, index)) {
        if (written.replace(/\*/g, '').length >= 3 && namesSomeSeries(written))
          add(written, true, page, token.index);
      } else if (
        RANGE.test(written) &&
        !afterPhoneLabel(page.text, token.index) &&
        namesRange(written, index)
      )
        add(written, true, page, token.index);
      else if (namesPart(written, index)) add(written, false, page, token.index);
      else if (written.includes('/') && slashJoined(written, index)) {
        for (const piece of written.split('/')) add(piece, false, page, token.index);
      } else if (page.ocr) {
        const reading = ocrReading(written, index);
        if (reading) add(reading, false, page, token.index);
      }
    }
    for (const match of page.text.matchAll(SPLIT_AT_DASH)) {
      const written = `${match[1] ?? ''}${(match[2] ?? match[3] ?? '').trim()}${cleanToken(match[4] ?? '')}`;
      if (namesPart(written, index)) add(written, false, page, match.index);
    }
    // A product named by a name, not a number ("Raspberry Pi Pico", "GPS-LoRaWAN" under
    // "the product with following identification:"): a line or a table cell of its own that
    // is one of the maker's parts; a name of one word must be the part itself.
    // So is each item of a list written with commas ("EASY BOX,MUTE BOX,RTP22WS230V,").
    for (const cell of page.text.matchAll(/[^\n\t]+/g)) {
      const text = cell[0].trim().replace(LEADING_COLON, '');
      const items = LIST_COMMA.test(text) ? [text, ...text.split(LIST_COMMA)] : [text];
      for (const item of items) {
        const written = item.trim();
        if (written.length < 5 || written.length > 40 || !/\p{L}/u.test(written)) continue;
        const named = /\s/.test(written) ? namesPart(written, index) : equalsPart(written, index);
        if (named) add(written, false, page, cell.index);
        // A heading "TEN 8 Series" of one of the maker's parts: that part's series.
        const head = NAMED_SERIES.exec(written)?.[1];
        if (!named && head && namesPart(head, index)) add(head, true, page, cell.index);
      }
    }
    for (const match of [
      ...page.text.matchAll(MODEL_FIELD),
      ...page.text.matchAll(MODEL_FIELD_EU),
      ...(page.ocr ? page.text.matchAll(MODEL_FIELD_OCR) : []),
    ]) {
      const value = match[1] ?? '';
      // The value may run on in a sentence: "Sample model: CHESTER) is copper alloy".
      for (const piece of new Set([value, value.split(/[,)]/)[0] ?? ''])) {
        const written = cleanToken(piece.trim());
        if (written.length >= 2 && namesPart(written, index))
          add(written, false, page, match.index, true);
      }
    }
    for (const match of page.text.matchAll(X_WHERE)) {
      for (const value of (match[2] ?? '').split(/,|\s+(?:and|or)\s+/)) {
        const written = `${match[1] ?? ''} ${cleanToken(value.trim())}`;
        if (namesPart(written, index)) add(written, false, page, match.index, true);
      }
    }
    for (const match of page.text.matchAll(SERIES_WORD)) {
      const prefix = cleanToken(match[1] ?? match[2] ?? '');
      const pattern = `${prefix}*`;
      // A series of letters only ('DS Series') is taken as written in capitals.
      const shaped = /\d/.test(prefix) || /^[A-Z]{2,8}$/.test(prefix);
      if (shaped && namesSomeSeries(pattern)) add(pattern, true, page, match.index);
      else {
        for (const listed of slashListedSeries(prefix, namesSomeSeries))
          add(listed, true, page, match.index);
      }
    }
    for (const row of [
      ...labelledSeriesRows(page.text, namesSomeSeries),
      ...xTemplateSeries(page.text, namesSomeSeries),
    ])
      add(row.pattern, true, page, row.at);
    // A table of series ('Series' in a heading, a code at the start of each row): at least
    // MIN_ROW_CODES rows, so one table row of substances ('PBB') is not taken for a series.
    if (/\bseries\b/i.test(page.text)) {
      const codes = [...page.text.matchAll(ROW_CODE)].filter((match) =>
        namesSomeSeries(`${match[0]}*`),
      );
      if (new Set(codes.map((match) => match[0])).size >= MIN_ROW_CODES) {
        for (const match of codes) add(`${match[0]}*`, true, page, match.index);
      }
    }
  }
  const sorted = [...codes].sort();
  // The maker's own numbers the document writes out: a shorter device name ('TMC6300') is no
  // family of its ordering codes when the maker's part is one of those codes ('TMC6300-LA').
  // A number the document also names as a series ('V78-2000', 'V78-2000*') is a series name.
  const exact = [...entries.values()]
    .filter((entry) => !entry.series && equalsPart(entry.written, index))
    .map((entry) => entry.written.toUpperCase())
    .filter((number) => !entries.has(`${number.replace(/\s+/g, '')}*`));
  const families = new Map<string, Entry>();
  for (const entry of entries.values()) {
    const read = asFamily(entry, sorted, index, exact);
    // 'E01' made the family 'E01*' that a "E01 Series" heading also named: one entry.
    const key = read.written.toUpperCase().replace(/\s+/g, '');
    if (!families.has(key)) families.set(key, read);
  }
  return [...families.values()];
}

/**
 * A number the document names that its ordering codes extend (isFamily) is the family's
 * series: "W25Q128JV" in a datasheet that orders W25Q128JVSIQ, W25Q128JVPIQ, … covers them all,
 * and so does a "Product Name: 1.25T-1" field with 1.25T-1-10A, 1.25T-1-12A, … in its tables.
 */
function asFamily(
  entry: Entry,
  codes: readonly string[],
  index: PartIndex,
  exact: readonly string[],
): Entry {
  if (entry.series) return entry;
  const head = entry.written.toUpperCase();
  if (!equalsPart(entry.written, index) && exact.some((n) => n !== head && n.startsWith(head))) {
    return entry;
  }
  if (!isFamily(entry.written, codes, (code) => namesPart(code, index))) return entry;
  return { ...entry, written: `${entry.written}*`, series: true };
}

/**
 * A datasheet names the device ('SI2302CDS') and its ordering code ('SI2302CDS-T1-GE3'); the
 * first covers the second (a suffix after a separator), so only the first is proposed, unless
 * the document writes the code in a "Part No." field or a "Model" column (`labelled`), or the
 * code is one of the maker's parts and the device is not. A
 * number that is also named as a series ('C0402C' in a row labelled "Series", 'C0402C*') is
 * that series, written without its star: the series covers it.
 */
function withoutCovered(entries: Entry[], index: PartIndex): Entry[] {
  const seriesHeads = new Set(
    entries.filter((e) => e.series).map((e) => e.written.toUpperCase().replace(/\*+$/, '')),
  );
  // A number dropped for its series ('RACM550', the series RACM550*) does not cover the
  // ordering codes written after it ('RACM550-24SG'): they stay, as members of the series.
  const numbers = new Set(
    entries
      .filter((e) => !e.series)
      .map((e) => e.written.toUpperCase())
      .filter((number) => !seriesHeads.has(number)),
  );
  return entries.filter((entry) => {
    const number = entry.written.toUpperCase();
    if (!entry.series && seriesHeads.has(number)) return false;
    if (entry.labelled) return true;
    // One of the maker's own numbers ('TMC6300-LA') is covered only by another of them, not
    // by a device name that is merely its start ('TMC6300').
    const own = !entry.series && equalsPart(entry.written, index);
    for (let i = 1; i < number.length; i++) {
      if (!SUFFIX_START.has(number[i] ?? '')) continue;
      const head = number.slice(0, i);
      if (numbers.has(head) && (!own || equalsPart(head, index))) return false;
    }
    return true;
  });
}

const covered = (pages: readonly PageText[], index: PartIndex) =>
  withoutCovered(namedEntries(pages, index), index);

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
  const entries = parts.length > 0 ? covered(pages, partIndex(parts)) : [];
  const mpns = entries.filter((entry) => !entry.series).map((entry) => entry.written);
  const series = entries.filter((entry) => entry.series).map((entry) => entry.written);
  // A series with its members' codes ("RACM550 Series": RACM550-24SG, RACM550-36SG) is a
  // series; a number outside every series named makes the list one of numbers.
  const bySeries: Coverage = { scope: 'series', series, mpns: [], exclusions: [] };
  const inSeries = (mpn: string) => matchCoverage(bySeries, mpn) !== null;
  return {
    coverage: {
      scope: series.length > 0 && mpns.every(inSeries) ? 'series' : 'mpns',
      series,
      mpns,
      exclusions: [],
    },
    evidence: entries.map((entry) => entry.found),
  };
}

/** The maker's parts and series a document names, each with where it was read. */
export function partsNamed(
  pages: readonly PageText[],
  parts: ReadonlyArray<{ mpn: string }>,
): Array<Found<string>> {
  if (parts.length === 0) return [];
  return covered(pages, partIndex(parts)).map((entry) => entry.found);
}
