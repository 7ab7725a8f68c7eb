/**
 * The parts of an xlsx that xlsx-grid.ts reads besides the cell grid: the merged ranges
 * (bounded in number and in the cells they cover) and which worksheet part each sheet
 * name stands for. exceljs, which read workbooks before, expanded merges, data
 * validations, defined names and `<col max="100000000">` cell by cell, so a workbook of a
 * few KB could take the server down; the reader now looks at none of those but the merges,
 * and these are counted before one cell is filled.
 */
import { AppError } from '../../lib/app-error.js';
import { BOM_LIMITS } from './bom-limits.js';
import { attribute } from './xml-scan.js';
import { invalid } from './zip-guard.js';

/** A merged range, 0-based and inclusive, clipped to the rows and columns read. */
export interface MergedRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** Excel's own bounds; a reference past them is not a worksheet's. */
const EXCEL_ROWS = 1_048_576;
const EXCEL_COLUMNS = 16_384;

/** Counted over the whole workbook: merged ranges, the cells they cover, and cells. */
export interface Budget {
  ranges: number;
  mergedCells: number;
  cells: number;
}

const count = (n: number) => n.toLocaleString('en-US');

const MERGE = /<(?:\w+:)?mergeCell\s[^>]*?\bref="([A-Za-z]+\d+)(?::([A-Za-z]+\d+))?"/g;

/**
 * The worksheet's merged ranges, counted into `budget` (shared by all worksheets) and
 * clipped to the rows and columns read, so that a range the size of the sheet is measured
 * by what filling it would cost rather than by its 1.7e10 cells.
 */
export function mergedRanges(xml: string, budget: Budget): MergedRange[] {
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

/** Sheet name → worksheet part (xl/worksheets/sheet1.xml), in the workbook's order. */
export function sheetPaths(workbookXml: string, relsXml: string): Map<string, string> {
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
    if (name && target) paths.set(name, target);
  }
  return paths;
}
