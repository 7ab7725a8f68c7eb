/**
 * An uploaded xlsx → a workbook that holds only what a BOM is read from, for exceljs to
 * load. exceljs expands several worksheet parts cell by cell: a merged range, a data
 * validation or a defined name over A1:XFD1048576 is 1.7e10 cells, `<col max="100000000">`
 * a hundred million column objects, and each merge is checked against every earlier one.
 * A workbook of a few KB could so take the server down. Those parts are dropped here
 * rather than bounded one by one: what is left is the cell grid (sheetData), the shared
 * strings, the styles (number formats tell dates from numbers) and the workbook's sheet list.
 *
 * Merged ranges are read here instead and filled in by applyMerges; how many there are and
 * how many cells they cover is bounded, as are the rows and cells exceljs will hold.
 */
import yazl from 'yazl';
import { AppError } from '../../lib/app-error.js';
import { BOM_LIMITS } from './bom-limits.js';
import { invalid, readEntries } from './zip-guard.js';

/** A merged range, 0-based and inclusive, clipped to the rows and columns read. */
export interface MergedRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface CleanWorkbook {
  /** The workbook for exceljs: sheet list, shared strings, styles and cell grids only. */
  zip: Buffer;
  /** Worksheet path (xl/worksheets/sheet1.xml) → its merged ranges. */
  merges: Map<string, MergedRange[]>;
  /** Worksheet name → worksheet path. */
  sheetPaths: Map<string, string>;
}

const SHEET_PATH = /^xl\/worksheets\/sheet\d+\.xml$/;
const KEPT = new Set([
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
]);
/** Excel's own bounds; a reference past them is not a worksheet's. */
const EXCEL_ROWS = 1_048_576;
const EXCEL_COLUMNS = 16_384;

export async function cleanXlsx(bytes: Buffer): Promise<CleanWorkbook> {
  const entries = await readEntries(bytes, (name) => KEPT.has(name) || SHEET_PATH.test(name));
  const merges = new Map<string, MergedRange[]>();
  const budget: Budget = { ranges: 0, mergedCells: 0, cells: 0 };
  const output = new yazl.ZipFile();
  let workbookXml = '';
  let relsXml = '';
  for (const [name, data] of entries) {
    let kept = data;
    if (SHEET_PATH.test(name)) {
      // latin1 maps each byte to one character, so offsets found in the text are byte offsets.
      const xml = data.toString('latin1');
      assertGridSize(xml, budget);
      const ranges = mergedRanges(xml, budget);
      if (ranges.length) merges.set(name, ranges);
      kept = Buffer.from(onlySheetData(xml), 'latin1');
    } else if (name === 'xl/workbook.xml') {
      workbookXml = withoutDefinedNames(data.toString('utf8'));
      kept = Buffer.from(workbookXml);
    } else if (name === 'xl/_rels/workbook.xml.rels') {
      relsXml = data.toString('utf8');
    }
    // Stored, not deflated: exceljs reads it once, right away, in memory.
    output.addBuffer(kept, name, { compress: false });
  }
  return { zip: await finish(output), merges, sheetPaths: sheetPaths(workbookXml, relsXml) };
}

function finish(output: yazl.ZipFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    output.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    output.outputStream.on('error', reject);
    output.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    output.end();
  });
}

/** Counted over the whole workbook: merged ranges, the cells they cover, and cells. */
interface Budget {
  ranges: number;
  mergedCells: number;
  cells: number;
}

const ROW = /<(?:\w+:)?row[\s/>]/g;
const ROW_NUMBER = /<(?:\w+:)?row\s[^>]*?\br="(\d+)"/g;
const CELL = /<(?:\w+:)?c[\s/>]/g;

/**
 * exceljs keeps an object per row (an empty one too: a million of them is ~600 MB) and
 * some 400 bytes per cell, so both are counted before it loads anything.
 */
function assertGridSize(xml: string, budget: Budget): void {
  let rows = 0;
  // matchAll is lazy: counting stops at the limit without listing every row first.
  for (const _row of xml.matchAll(ROW)) {
    if (++rows > BOM_LIMITS.xlsxMaxRows) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `A worksheet has more than ${count(BOM_LIMITS.xlsxMaxRows)} rows (empty rows count ` +
          'too); delete the rows below the BOM or save it as CSV',
      );
    }
  }
  for (const [, number] of xml.matchAll(ROW_NUMBER)) {
    if (Number(number) > EXCEL_ROWS) throw invalid(`row ${number} is past Excel's last row`);
  }
  for (const _cell of xml.matchAll(CELL)) {
    if (++budget.cells > BOM_LIMITS.xlsxMaxCells) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The workbook has more than ${count(BOM_LIMITS.xlsxMaxCells)} cells; delete unused ` +
          'sheets and columns or save the BOM as CSV',
      );
    }
  }
}

const count = (n: number) => n.toLocaleString('en-US');

const MERGE = /<(?:\w+:)?mergeCell\s[^>]*?\bref="([A-Za-z]+\d+)(?::([A-Za-z]+\d+))?"/g;

/**
 * The worksheet's merged ranges, counted into `budget` (shared by all worksheets) and
 * clipped to the rows and columns read, so that a range the size of the sheet is measured
 * by what filling it would cost rather than by its 1.7e10 cells.
 */
function mergedRanges(xml: string, budget: Budget): MergedRange[] {
  const ranges: MergedRange[] = [];
  for (const [, from = '', to = from] of xml.matchAll(MERGE)) {
    const start = cellAddress(from);
    const end = cellAddress(to);
    if (!start || !end) throw invalid(`the merged range ${from}:${to} is not on the sheet`);
    if (++budget.ranges > BOM_LIMITS.xlsxMaxMergedRanges) throw tooManyMerges();
    const range = {
      top: Math.min(start.row, end.row),
      left: Math.min(start.column, end.column),
      bottom: Math.min(Math.max(start.row, end.row), BOM_LIMITS.xlsxMaxRows - 1),
      right: Math.min(Math.max(start.column, end.column), BOM_LIMITS.xlsxMaxColumns - 1),
    };
    if (range.top > range.bottom || range.left > range.right) continue;
    budget.mergedCells += (range.bottom - range.top + 1) * (range.right - range.left + 1);
    if (budget.mergedCells > BOM_LIMITS.xlsxMaxMergedCells) throw tooManyMerges();
    ranges.push(range);
  }
  return ranges;
}

const tooManyMerges = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The workbook has more merged cells than a BOM can hold (at most ` +
      `${count(BOM_LIMITS.xlsxMaxMergedRanges)} merged ranges covering ` +
      `${count(BOM_LIMITS.xlsxMaxMergedCells)} cells); unmerge the cells ` +
      'or save the sheet as CSV',
  );

/** 'B7' → 0-based row 6, column 1; null past Excel's bounds. */
export function cellAddress(address: string): { row: number; column: number } | null {
  const match = /^([A-Za-z]{1,3})(\d{1,7})$/.exec(address);
  if (!match?.[1] || !match[2]) return null;
  let column = 0;
  for (const letter of match[1].toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  const row = Number(match[2]);
  if (row < 1 || row > EXCEL_ROWS || column > EXCEL_COLUMNS) return null;
  return { row: row - 1, column: column - 1 };
}

/**
 * The worksheet with nothing but its cells: the root element as written (its namespace
 * declarations), then sheetData. Columns, merges, validations, formatting rules,
 * hyperlinks and drawings are all left behind.
 */
function onlySheetData(xml: string): string {
  const root = /<((?:\w+:)?)worksheet\b[^>]*>/.exec(xml);
  if (!root) throw invalid('a worksheet without a worksheet element');
  const prefix = root[1] ?? '';
  const start = openingTag(xml, `${prefix}sheetData`, root.index + root[0].length);
  if (!start) return `${root[0]}</${prefix}worksheet>`;
  const tag = xml.slice(start.index, start.end);
  if (tag.endsWith('/>')) return `${root[0]}${tag}</${prefix}worksheet>`;
  const closing = `</${prefix}sheetData>`;
  const end = xml.indexOf(closing, start.end);
  if (end === -1) throw invalid('an unfinished worksheet');
  return `${root[0]}${xml.slice(start.index, end + closing.length)}</${prefix}worksheet>`;
}

/**
 * The first `<name …>` or `<name …/>` tag from `from` on: where it starts and ends. A string
 * search, not a RegExp, since the name's prefix is read from the uploaded workbook.
 */
function openingTag(
  xml: string,
  name: string,
  from: number,
): { index: number; end: number } | null {
  const opening = `<${name}`;
  for (let at = xml.indexOf(opening, from); at !== -1; at = xml.indexOf(opening, at + 1)) {
    // The name ends there (`\b`): `<sheetDataX` is another element.
    if (/\w/.test(xml.charAt(at + opening.length))) continue;
    const close = xml.indexOf('>', at + opening.length);
    return close === -1 ? null : { index: at, end: close + 1 };
  }
  return null;
}

/** exceljs records every cell a defined name covers; a BOM needs none of them. */
function withoutDefinedNames(xml: string): string {
  return xml
    .replace(/<((?:\w+:)?)definedNames\b[^>]*\/>/g, '')
    .replace(/<((?:\w+:)?)definedNames\b[\s\S]*?<\/\1definedNames>/g, '');
}

function sheetPaths(workbookXml: string, relsXml: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [tag] of relsXml.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (id && target) targets.set(id, target.replace(/^\/?(xl\/)?/, 'xl/'));
  }
  const paths = new Map<string, string>();
  for (const [tag] of workbookXml.matchAll(/<(?:\w+:)?sheet\s[^>]*>/g)) {
    const name = attribute(tag, 'name');
    const target = targets.get(attribute(tag, 'r:id') ?? '');
    if (name && target) paths.set(unescapeXml(name), target);
  }
  return paths;
}

/** The value of `name="…"` in a tag, the name after white space; a string search, no RegExp. */
function attribute(tag: string, name: string): string | undefined {
  const opening = `${name}="`;
  for (let at = tag.indexOf(opening); at !== -1; at = tag.indexOf(opening, at + 1)) {
    if (!/\s/.test(tag.charAt(at - 1))) continue;
    const start = at + opening.length;
    const end = tag.indexOf('"', start);
    return end === -1 ? undefined : tag.slice(start, end);
  }
  return undefined;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
