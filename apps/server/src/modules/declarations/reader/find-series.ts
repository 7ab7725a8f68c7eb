/**
 * Series a datasheet names in ways find-coverage.ts's "X series" reading misses: several
 * series before one "Series" word ("F31W/F31Z/F314 Series"), a part number written as a
 * template with blank boxes ("BLM18EG□□□□N1□": the boxes are the codes one fills in), and a
 * table header row labelled "Series" ("Case Size/Series | C0402C | C0603C | …", the label
 * often on the line above or below the codes), an ordering code written with X for what varies
 * ("AP7343X - XXX XXX - XX"). Each is kept only when it names parts of the maker (the tester
 * given), like every other series. Also where a table's model column runs (modelColumnSpans):
 * the ordering codes under it are models in their own right, not a device's suffixes.
 */
import { cleanToken, looksLikePartNumber } from './part-tokens.js';

/** Boxes printed for the characters of a part number that vary: □ ▢ ☐ ◻. */
const BOXES = /[□▢☐◻]+/gu;
const HAS_BOX = /[□▢☐◻]/u;

/** A series name as a slash-list may hold it: a letter or digit start, a digit somewhere. */
const SERIES_CODE = /^[A-Z0-9][A-Z0-9.-]{2,}$/i;

/** "F31W/F31Z/F314/F336" (before "Series") → the series it lists that name parts. */
export function slashListedSeries(prefix: string, namesSeries: (p: string) => boolean): string[] {
  if (!prefix.includes('/')) return [];
  const codes = prefix.split('/').map((code) => code.trim());
  if (codes.length < 2 || !codes.every((code) => SERIES_CODE.test(code) && /\d/.test(code))) {
    return [];
  }
  return codes.map((code) => `${code}*`).filter((pattern) => namesSeries(pattern));
}

/**
 * A part number template ("BLM18EG□□□□N1□") → the series pattern it stands for, or its fixed
 * head as a series when the maker's part is the family itself ('BLM18EG'); null otherwise.
 */
export function templateSeries(
  written: string,
  namesSeries: (pattern: string) => boolean,
  namesPart: (number: string) => boolean,
): string | null {
  if (!HAS_BOX.test(written)) return null;
  const pattern = written.replace(BOXES, '*');
  if (pattern.replace(/\*/g, '').length >= 3 && namesSeries(pattern)) return pattern;
  const head = cleanToken(written.slice(0, written.search(HAS_BOX)).replace(/[_\s-]+$/, ''));
  return looksLikePartNumber(head) && namesPart(head) ? `${head}*` : null;
}

/** A cell or a line that labels a table row as series: "Series", "Case Size/Series:". */
const SERIES_LABEL = /^\s*(?:[\p{L} ]{1,20}\/\s*)?series\s*:?\s*$/iu;
/** A row's first cell that labels it: "Case Size/Series\tC1825C\tC2220C". */
const LABEL_CELL = /^\s*(?:[\p{L} ]{1,20}\/\s*)?series\s*:?\s*(?:\t| {2,})/iu;
/** Codes in a header row: this many at least, so one stray number is no table. */
const MIN_ROW_SERIES = 2;

/**
 * The series of the header rows labelled "Series" in a page: each code of the row that
 * names parts of the maker as a series, with where the row starts in the text.
 */
export function labelledSeriesRows(
  text: string,
  namesSeries: (pattern: string) => boolean,
): Array<{ pattern: string; at: number }> {
  const lines = text.split('\n');
  const found: Array<{ pattern: string; at: number }> = [];
  let at = 0;
  lines.forEach((line, number) => {
    const start = at;
    at += line.length + 1;
    const labelled =
      LABEL_CELL.test(line) ||
      SERIES_LABEL.test(lines[number - 1] ?? '') ||
      SERIES_LABEL.test(lines[number + 1] ?? '');
    if (!labelled) return;
    const cells = line.replace(LABEL_CELL, '').split(/\s+/).map(cleanToken);
    const codes = cells.filter((cell) => looksLikePartNumber(cell) && namesSeries(`${cell}*`));
    if (codes.length < MIN_ROW_SERIES) return;
    for (const code of codes) found.push({ pattern: `${code}*`, at: start });
  });
  return found;
}

/**
 * An ordering-information template: a device name followed by X placeholders for the codes
 * one picks ("AP7343X - XXX XXX - XX", "TPS7A20XXX-XXXX"). It makes the datasheet cover the
 * family, as a series. At least one more group of X's after the first, so a number that only
 * ends in X ("MAX232X") is no template.
 */
const X_TEMPLATE = /(?<![\w-])([A-Z][A-Z0-9]{2,30}?)X+(?:(?:\s*-\s*|\s+)X{2,})+(?![\w-])/g;

/** The series of the X templates in `text` that name parts of the maker, with where each is. */
export function xTemplateSeries(
  text: string,
  namesSeries: (pattern: string) => boolean,
): Array<{ pattern: string; at: number }> {
  const found: Array<{ pattern: string; at: number }> = [];
  for (const match of text.matchAll(X_TEMPLATE)) {
    const pattern = `${match[1] ?? ''}*`;
    if (namesSeries(pattern)) found.push({ pattern, at: match.index });
  }
  return found;
}

/**
 * A table column headed by the model ("Model No.", "Part Number", "Ordering Code", Chinese
 * 型号 / 模块型号 / 产品型号), the header a cell of its own: the codes under it are what one
 * orders, each one a model.
 */
const MODEL_COLUMN =
  /(?<=^|\t)(?:\p{Script=Han}{0,2}型号|model(?:\s*(?:no\.?|number|name))?|part\s*(?:no\.?|number)|order(?:ing)?\s+(?:code|number))(?=\t|\n|$)/gimu;
/** How far below its header a column runs: a page's table of a few rows. */
const COLUMN_SPAN = 800;

/** The stretches of `text` under a model column's header: [start, end) after each one. */
export function modelColumnSpans(text: string): Array<[number, number]> {
  return [...text.matchAll(MODEL_COLUMN)].map((match) => [
    match.index,
    match.index + match[0].length + COLUMN_SPAN,
  ]);
}

/** An ordering code as a datasheet's tables print it: no slash (a slash joins a list). */
const ORDERING_CODE = /^[A-Z0-9][A-Z0-9.#_-]*[A-Z0-9]$/i;
/** Codes that extend a device name this many times at least make the name a family. */
const MIN_VARIANTS = 3;

/**
 * Whether `number`, a part the document names, is the family of the ordering codes it prints
 * ("W25Q128JV" with W25Q128JVSIQ, W25Q128JVPIQ, … in its ordering table; "1.25T-1" with
 * 1.25T-1-10A, 1.25T-1-12A, …): at least MIN_VARIANTS codes that start with it and add two
 * characters or more, and more of them unknown than known to the maker. The datasheet then
 * covers the series, not one number; when its codes are the maker's parts (a TI datasheet's
 * SN74LVC2G04DBVR, …), it names those parts, and the name stays a number among them.
 * `codes` is sorted, so the codes starting with the number are found by halving, not by
 * scanning all of a long datasheet's words for each part it names.
 */
export function isFamily(
  number: string,
  codes: readonly string[],
  isPart: (code: string) => boolean,
): boolean {
  const head = number.toUpperCase().replace(/\s+/g, '');
  let known = 0;
  let unknown = 0;
  for (let at = firstAtLeast(codes, head); at < codes.length; at++) {
    const code = codes[at] ?? '';
    if (!code.startsWith(head)) break;
    if (code.length < head.length + 2 || !ORDERING_CODE.test(code)) continue;
    if (isPart(code)) known++;
    else unknown++;
  }
  return unknown >= MIN_VARIANTS && unknown > known;
}

/** The index of the first of the sorted `codes` that is not less than `text`. */
function firstAtLeast(codes: readonly string[], text: string): number {
  let low = 0;
  let high = codes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((codes[middle] ?? '') < text) low = middle + 1;
    else high = middle;
  }
  return low;
}
