/**
 * xlsx → one grid of strings per worksheet; runs in the child process of read-xlsx.ts.
 * The upload is first cut down to its cell grids (xlsx-clean.ts: zip bombs refused, merges
 * and whatever else exceljs would expand cell by cell taken out), then loaded whole by
 * exceljs. Merged ranges are filled in afterwards: the top-left value is copied into the
 * range's empty cells, as exceljs shows a merged cell (an item number or manufacturer
 * merged over an alternative's rows belongs to each of them). The whole-file reader is
 * used rather than exceljs's streaming one, which now and then loses a race on workbooks
 * that store xl/workbook.xml last (as exceljs itself writes them).
 */
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.js';
import { BOM_LIMITS } from './bom-limits.js';
import { cleanXlsx, type MergedRange } from './xlsx-clean.js';

export interface SheetRows {
  name: string;
  rows: string[][];
}

export async function readXlsxGrid(bytes: Buffer): Promise<SheetRows[]> {
  const clean = await cleanXlsx(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(clean.zip as unknown as ArrayBuffer);
  } catch (error) {
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new AppError('VALIDATION', `The file could not be read as an xlsx workbook${reason}`);
  }
  return workbook.worksheets.map((worksheet, index) => {
    const rows: string[][] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, number) => {
      if (number > BOM_LIMITS.xlsxMaxRows) return;
      const values = Array.isArray(row.values) ? row.values : [];
      const cells = values.slice(1, BOM_LIMITS.xlsxMaxColumns + 1).map((value) => cellText(value));
      rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
    });
    const grid = Array.from(rows, (row) => row ?? []);
    const path = clean.sheetPaths.get(worksheet.name) ?? `xl/worksheets/sheet${worksheet.id}.xml`;
    applyMerges(grid, clean.merges.get(path) ?? []);
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
