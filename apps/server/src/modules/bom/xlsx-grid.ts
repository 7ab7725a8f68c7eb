/**
 * xlsx → one grid of strings per worksheet; runs in the child process of read-xlsx.ts.
 *
 * Read here by hand, not by exceljs: exceljs built an object per cell (a 9.78 MB BOM of
 * 120,000 lines took 11.9 s and 600 MB, this reader 5.8 s and 260 MB, BOM building included),
 * and expanded merges, validations, defined names and column settings cell by cell. It keeps
 * only the cell texts, reads each worksheet while it inflates (zip-guard.ts refuses a bomb
 * by its ratio as it goes), and looks at nothing but the cell grid, the shared strings, the
 * number formats (they tell dates from numbers) and the merged ranges. Rows, cells, merged
 * ranges and the cells they cover are counted as they come and refused past their bounds.
 *
 * The cell texts are what exceljs made of them, as the BOM reader used to see them: shared
 * and inline strings (rich-text runs joined) trimmed, numbers as JavaScript prints them,
 * date-formatted numbers as YYYY-MM-DD, booleans as true/false, errors empty, a formula
 * as its cached result. A merged range's top-left value is copied into its empty cells, as
 * a spreadsheet shows it (an item number merged over an alternative's rows belongs to each).
 */
import { StringDecoder } from 'node:string_decoder';
import { AppError } from '../../lib/app-error.js';
import { BOM_LIMITS } from './bom-limits.js';
import {
  cellAddress,
  mergedRanges,
  sheetPaths,
  type Budget,
  type MergedRange,
} from './xlsx-clean.js';
import { date1904, dateStyles, excelDate } from './xlsx-dates.js';
import { attribute, isNameEnd, localName, nextClosing, unescapeXml } from './xml-scan.js';
import {
  entriesByName,
  inflateEntry,
  inflateWhole,
  invalid,
  type InflateBudget,
} from './zip-guard.js';

export interface SheetRows {
  name: string;
  rows: string[][];
}

const SHEET_PATH = /^xl\/worksheets\/sheet\d+\.xml$/;
/** Excel's own last row; a reference past it is not a worksheet's. */
const EXCEL_ROWS = 1_048_576;

export async function readXlsxGrid(bytes: Buffer): Promise<SheetRows[]> {
  const entries = entriesByName(bytes);
  const held: InflateBudget = { held: 0 };
  const part = async (name: string) => {
    const entry = entries.get(name);
    return entry ? (await inflateWhole(bytes, entry, held)).toString('utf8') : '';
  };
  const workbookXml = await part('xl/workbook.xml');
  if (!workbookXml) throw invalid('no workbook part');
  const paths = sheetPaths(workbookXml, await part('xl/_rels/workbook.xml.rels'));
  // Without a sheet list that leads anywhere, the worksheets are read by their usual names.
  if (!paths.size) {
    for (const name of entries.keys())
      if (SHEET_PATH.test(name)) paths.set(`Sheet ${paths.size + 1}`, name);
  }
  const context: SheetContext = {
    shared: sharedStrings(await part('xl/sharedStrings.xml')),
    dateStyles: dateStyles(await part('xl/styles.xml')),
    date1904: date1904(workbookXml),
    budget: { ranges: 0, mergedCells: 0, cells: 0 },
  };
  const sheets: SheetRows[] = [];
  let index = 0;
  for (const [name, path] of paths) {
    index++;
    const entry = entries.get(path);
    if (!entry) continue;
    const scanner = new SheetScanner(context);
    const decoder = new StringDecoder('utf8');
    await inflateEntry(bytes, entry, (chunk) => scanner.push(decoder.write(chunk)));
    scanner.push(decoder.end());
    sheets.push({ name: name || `Sheet ${index}`, rows: scanner.finish() });
  }
  return sheets;
}

interface SheetContext {
  shared: string[];
  /** Style indexes (cellXfs) whose number format shows a date. */
  dateStyles: Set<number>;
  date1904: boolean;
  budget: Budget;
}

/** A cell being read: its place, type and style, and the texts of its <v> and <t>. */
interface Cell {
  column: number;
  type: string;
  style: number;
  value: string | null;
  text: string | null;
  formula: boolean;
}

/**
 * A streaming reader of one worksheet's XML: tags are taken one at a time from text handed
 * on in chunks of any size; a tag or text cut off at a chunk's end waits for the next one.
 */
class SheetScanner {
  private readonly rows: string[][] = [];
  private readonly merges: MergedRange[] = [];
  private pending = '';
  private rowCount = 0;
  private nextRow = 0;
  private row: string[] | null = null;
  private rowIndex = 0;
  private cell: Cell | null = null;
  /** Raw text (entities undecoded) of the <v> or <t> being read, or null outside them. */
  private capture: string | null = null;
  private captureInto: 'value' | 'text' | null = null;
  /** Inside <rPh> (a phonetic run): its text is not the cell's. */
  private phonetic = false;

  constructor(private readonly context: SheetContext) {}

  push(text: string): void {
    const xml = this.pending + text;
    let at = 0;
    for (;;) {
      const open = xml.indexOf('<', at);
      if (open === -1) {
        if (this.capture !== null) this.capture += xml.slice(at);
        this.pending = '';
        return;
      }
      if (this.capture !== null && open > at) this.capture += xml.slice(at, open);
      const close = xml.indexOf('>', open);
      if (close === -1) {
        this.pending = xml.slice(open);
        return;
      }
      this.tag(xml, open + 1, close);
      at = close + 1;
    }
  }

  finish(): string[][] {
    const grid = Array.from(this.rows, (row) => row ?? []);
    applyMerges(grid, this.merges);
    return grid;
  }

  /** The tag between `<` and `>`: xml[from, to). */
  private tag(xml: string, from: number, to: number): void {
    const name = localName(xml, from, to);
    if (name.charCodeAt(0) === 47) {
      this.close(name.slice(1));
      return;
    }
    const selfClosing = xml.charCodeAt(to - 1) === 47;
    let end = from;
    while (end < to && !isNameEnd(xml.charCodeAt(end))) end++;
    this.open(name, xml.slice(end, selfClosing ? to - 1 : to), selfClosing);
  }

  private open(name: string, attributes: string, selfClosing: boolean): void {
    switch (name) {
      case 'row': {
        if (++this.rowCount > BOM_LIMITS.xlsxMaxRows) throw tooManyRows();
        const number = attribute(attributes, 'r');
        const index = number === undefined ? this.nextRow : Number(number) - 1;
        if (!Number.isInteger(index) || index < 0 || index >= EXCEL_ROWS) {
          throw invalid(`row ${number} is past Excel's last row`);
        }
        this.rowIndex = index;
        this.nextRow = index + 1;
        this.row = selfClosing ? null : [];
        return;
      }
      case 'c': {
        if (++this.context.budget.cells > BOM_LIMITS.xlsxMaxCells) throw tooManyCells();
        const reference = attribute(attributes, 'r');
        const place = reference === undefined ? null : cellAddress(reference);
        if (reference !== undefined && !place)
          throw invalid(`cell ${reference} is not on the sheet`);
        const row = this.row ?? [];
        const cell: Cell = {
          column: place ? place.column : row.length,
          type: attribute(attributes, 't') ?? 'n',
          style: Number(attribute(attributes, 's') ?? 0),
          value: null,
          text: null,
          formula: false,
        };
        if (selfClosing) this.store(cell);
        else this.cell = cell;
        return;
      }
      case 'v':
        if (this.cell && !selfClosing) this.startCapture('value');
        return;
      case 't':
        if (this.cell && !this.phonetic && !selfClosing) this.startCapture('text');
        return;
      case 'f':
        if (this.cell) this.cell.formula = true;
        return;
      case 'rPh':
        if (!selfClosing) this.phonetic = true;
        return;
      case 'mergeCell': {
        const ranges = mergedRanges(`<mergeCell ${attributes}>`, this.context.budget);
        this.merges.push(...ranges);
        return;
      }
      default:
        return;
    }
  }

  private close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.endCapture();
        return;
      case 'rPh':
        this.phonetic = false;
        return;
      case 'c':
        if (this.cell) this.store(this.cell);
        this.cell = null;
        return;
      case 'row':
        // exceljs left out rows without a value; so does this reader.
        // Rows past the bound were never read (a lone row 900,000 adds no 900,000 rows).
        if (this.rowIndex < BOM_LIMITS.xlsxMaxRows && this.row?.some((text) => text !== '')) {
          this.rows[this.rowIndex] = Array.from(this.row, (text) => text ?? '');
        }
        this.row = null;
        return;
      default:
        return;
    }
  }

  private startCapture(into: 'value' | 'text'): void {
    this.capture = '';
    this.captureInto = into;
  }

  private endCapture(): void {
    if (this.cell && this.capture !== null) {
      const text = unescapeXml(this.capture);
      // Rich text is several <t> runs; they are one text.
      if (this.captureInto === 'value') this.cell.value = text;
      else this.cell.text = (this.cell.text ?? '') + text;
    }
    this.capture = null;
    this.captureInto = null;
  }

  private store(cell: Cell): void {
    const row = (this.row ??= []);
    if (cell.column >= BOM_LIMITS.xlsxMaxColumns) return;
    while (row.length < cell.column) row.push('');
    row[cell.column] = this.text(cell);
  }

  /** What exceljs made of the cell, as cellText printed it. */
  private text(cell: Cell): string {
    const { value } = cell;
    switch (cell.type) {
      case 's':
        return value === null ? '' : (this.context.shared[Number(value)] ?? '').trim();
      case 'inlineStr':
        return (cell.text ?? value ?? '').trim();
      case 'str':
        return (value ?? '').trim();
      case 'b':
        return value === null ? '' : String(Number.parseInt(value, 10) !== 0);
      case 'e':
        return '';
      case 'd': {
        if (value === null) return '';
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
      }
      default: {
        if (value === null || value === '') return '';
        const number = Number.parseFloat(value);
        if (this.context.dateStyles.has(cell.style) && Number.isFinite(number)) {
          return excelDate(number, this.context.date1904);
        }
        return String(number);
      }
    }
  }
}

/** The shared strings, each <si>'s <t> runs joined (phonetic <rPh> runs left out). */
function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current = '';
  for (let at = xml.indexOf('<'); at !== -1;) {
    const end = xml.indexOf('>', at);
    if (end === -1) break;
    const name = localName(xml, at + 1, end);
    const selfClosing = xml.charCodeAt(end - 1) === 47;
    let next = end + 1;
    if (name === 'si') {
      current = '';
      if (selfClosing) strings.push('');
    } else if (name === '/si') {
      strings.push(current);
    } else if (name === 'rPh' && !selfClosing) {
      next = nextClosing(xml, 'rPh', end);
      if (next === -1) break;
    } else if (name === 't' && !selfClosing) {
      const close = xml.indexOf('<', next);
      if (close === -1) break;
      current += unescapeXml(xml.slice(next, close));
      next = close;
    }
    at = xml.indexOf('<', next);
  }
  return strings;
}

const count = (n: number) => n.toLocaleString('en-US');

const tooManyRows = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `A worksheet has more than ${count(BOM_LIMITS.xlsxMaxRows)} rows (empty rows count ` +
      'too); delete the rows below the BOM or save it as CSV',
  );

const tooManyCells = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The workbook has more than ${count(BOM_LIMITS.xlsxMaxCells)} cells; delete unused ` +
      'sheets and columns or save the BOM as CSV',
  );

/**
 * Copies each range's top-left value into its empty cells. The ranges come clipped to the
 * rows and columns read, and their total area is bounded (xlsx-clean.ts).
 */
export function applyMerges(rows: string[][], ranges: MergedRange[]): void {
  for (const range of ranges) {
    const top = rows[range.top]?.[range.left] ?? '';
    if (top === '') continue;
    for (let row = range.top; row <= range.bottom; row++) {
      const cells = (rows[row] ??= []);
      while (cells.length <= range.right) cells.push('');
      for (let column = range.left; column <= range.right; column++) {
        if (cells[column] === '') cells[column] = top;
      }
    }
  }
}
