/**
 * xlsx → one grid of strings per worksheet. The zip is inspected first (zip-guard.ts): that
 * refuses zip bombs — so the workbook is small enough to load whole — and supplies the
 * merged ranges, whose top value is copied down the merged rows (an item number or
 * manufacturer merged over an alternative's rows belongs to each of them). The whole-file
 * reader is used rather than exceljs's streaming one, which now and then loses a race on
 * workbooks that store xl/workbook.xml last (as exceljs itself writes them).
 */
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
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new AppError('VALIDATION', `The file could not be read as an xlsx workbook${reason}`);
  }
  return workbook.worksheets.map((worksheet, index) => {
    const rows: string[][] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, number) => {
      if (number > MAX_ROWS_PER_SHEET) return;
      const values = Array.isArray(row.values) ? row.values : [];
      const cells = values.slice(1, MAX_COLUMNS + 1).map((value) => cellText(value));
      rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
    });
    const grid = Array.from(rows, (row) => row ?? []);
    const path =
      inspection.sheetPaths.get(worksheet.name) ?? `xl/worksheets/sheet${worksheet.id}.xml`;
    applyMerges(grid, inspection.merges.get(path) ?? []);
    return { name: worksheet.name || `Sheet ${index + 1}`, rows: grid };
  });
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
