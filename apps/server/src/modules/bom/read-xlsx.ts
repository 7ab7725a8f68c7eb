/**
 * xlsx → one grid of strings per worksheet, with exceljs's streaming WorkbookReader. The
 * zip is inspected first (zip-guard.ts): that refuses zip bombs and supplies the merged
 * ranges, whose top value is copied down the merged rows (an item number or manufacturer
 * merged over an alternative's rows belongs to each of them).
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.js';
import { inspectXlsx } from './zip-guard.js';

export interface SheetRows {
  name: string;
  rows: string[][];
}

const MAX_ROWS_PER_SHEET = 200_000;
const MAX_COLUMNS = 200;

export async function readXlsx(bytes: Buffer): Promise<SheetRows[]> {
  const inspection = await inspectXlsx(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const sheets: SheetRows[] = [];
  try {
    for await (const worksheet of reader) {
      // exceljs sets these from workbook.xml; its typings don't declare them.
      const { name, id } = worksheet as unknown as { name?: string; id?: number | string };
      const path =
        (name !== undefined && inspection.sheetPaths.get(name)) || `xl/worksheets/sheet${id}.xml`;
      const rows: string[][] = [];
      for await (const row of worksheet) {
        if (row.number > MAX_ROWS_PER_SHEET) continue;
        const values = Array.isArray(row.values) ? row.values : [];
        const cells = values.slice(1, MAX_COLUMNS + 1).map((value) => cellText(value));
        rows[row.number - 1] = Array.from(cells, (cell) => cell ?? '');
      }
      const grid = Array.from(rows, (row) => row ?? []);
      applyMerges(grid, inspection.merges.get(path) ?? []);
      sheets.push({ name: name ?? `Sheet ${sheets.length + 1}`, rows: grid });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION', 'The file could not be read as an xlsx workbook');
  }
  return sheets;
}

/** The text a spreadsheet shows for a cell, whatever exceljs made of it. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined ? '' : cellText(result);
  }
  if ('hyperlink' in value) return cellText(value.text);
  if ('error' in value) return '';
  return '';
}

export function applyMerges(rows: string[][], ranges: string[]): void {
  for (const range of ranges) {
    const [from, to = from] = range.split(':');
    const start = cellAddress(from ?? '');
    const end = cellAddress(to ?? '');
    if (!start || !end) continue;
    const top = rows[start.row]?.[start.column] ?? '';
    for (let row = start.row + 1; row <= end.row && row < rows.length; row++) {
      const cells = rows[row];
      if (!cells) continue;
      while (cells.length <= start.column) cells.push('');
      if (cells[start.column] === '') cells[start.column] = top;
    }
  }
}

function cellAddress(address: string): { row: number; column: number } | null {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (!match?.[1] || !match[2]) return null;
  let column = 0;
  for (const letter of match[1]) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { row: Number(match[2]) - 1, column: column - 1 };
}
