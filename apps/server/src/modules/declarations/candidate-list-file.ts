/**
 * Reads the REACH candidate list as the regulator publishes it for download (DESIGN.md §9.3):
 * CSV (any delimiter, UTF-8 or Windows-1252) or an xlsx workbook, with title rows above the
 * header. An admin imports it as a dated version; this module only turns the file into rows.
 */
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import { BOM_LIMITS } from '../bom/bom-limits.js';
import { decodeText } from '../bom/decode-text.js';
import { looksLikeText } from '../bom/detect-format.js';
import { readCsv } from '../bom/read-csv.js';
import { xlsxReader } from '../bom/read-xlsx.js';

export interface CandidateListEntry {
  name: string;
  ec: string | null;
  cas: string | null;
  dateOfInclusion: string | null;
}

/** The list has a few hundred rows; one workbook at a time, with the BOM reader's bounds. */
const readWorkbook = xlsxReader({
  heapMb: BOM_LIMITS.xlsxWorkerHeapMb,
  memoryMb: BOM_LIMITS.xlsxWorkerMemoryMb,
  timeoutMs: BOM_LIMITS.xlsxWorkerTimeoutMs,
  atOnce: 1,
});

const HEADER_SCAN_ROWS = 40;

const COLUMNS = {
  name: /^(substance\s*name|name)$/,
  ec: /^ec(\s*(no\.?|number|#))?$/,
  cas: /^cas(\s*(no\.?|number|#|rn))?$/,
  date: /^(date\s*of\s*inclusion|inclusion\s*date|date\s*included)$/,
} as const;
type Column = keyof typeof COLUMNS;

function headerKey(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
}

/** The header row (it may sit below title rows) and where each wanted column is. */
function findHeader(
  rows: string[][],
): { index: number; at: Partial<Record<Column, number>> } | null {
  for (const [index, row] of rows.slice(0, HEADER_SCAN_ROWS).entries()) {
    const at: Partial<Record<Column, number>> = {};
    row.forEach((cell, column) => {
      const key = headerKey(cell);
      for (const name of Object.keys(COLUMNS) as Column[]) {
        if (at[name] === undefined && COLUMNS[name].test(key)) at[name] = column;
      }
    });
    if (at.name !== undefined && (at.ec !== undefined || at.cas !== undefined))
      return { index, at };
  }
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** "27-Jun-2018", "2018-06-27", "27/06/2018", "27.06.2018" → "2018-06-27"; "-" or other → null. */
export function readInclusionDate(cell: string): string | null {
  const text = cell.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/. ]([a-z]{3})[a-z]*\.?[-/. ](\d{4})$/i.exec(text);
  if (m) {
    const month = MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1;
    return month > 0 ? isoDay(Number(m[3]), month, Number(m[1])) : null;
  }
  // The regulator writes day first (European order).
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

function cellValue(row: string[], column: number | undefined): string | null {
  const value = column === undefined ? '' : (row[column] ?? '').trim();
  // The export writes "-" where a substance has no EC or CAS number.
  return value === '' || /^[-–—]$/.test(value) ? null : value;
}

function entriesOf(rows: string[][]): CandidateListEntry[] | null {
  const header = findHeader(rows);
  if (!header) return null;
  const { at } = header;
  const entries: CandidateListEntry[] = [];
  for (const row of rows.slice(header.index + 1)) {
    const name = cellValue(row, at.name);
    if (!name) continue;
    const date = cellValue(row, at.date);
    entries.push({
      name,
      ec: cellValue(row, at.ec),
      cas: cellValue(row, at.cas),
      dateOfInclusion: date ? readInclusionDate(date) : null,
    });
  }
  return entries;
}

async function readGrids(buffer: Buffer, fileName: string): Promise<string[][][]> {
  const type = await fileTypeFromBuffer(buffer);
  if (type?.ext === 'xlsx') return (await readWorkbook(buffer)).map((sheet) => sheet.rows);
  if (type || !looksLikeText(buffer)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `"${fileName.slice(0, 100)}" is not a CSV file or an xlsx workbook: download the candidate list as CSV or xlsx`,
    );
  }
  return [readCsv(decodeText(buffer).text).rows];
}

export async function readCandidateList(
  bytes: Buffer,
  fileName: string,
): Promise<CandidateListEntry[]> {
  if (bytes.length === 0) throw new AppError('VALIDATION', 'The candidate-list file is empty');
  let headerFound = false;
  for (const rows of await readGrids(bytes, fileName)) {
    const entries = entriesOf(rows);
    if (!entries) continue;
    headerFound = true;
    if (entries.length > 0) return entries;
  }
  throw new AppError(
    'VALIDATION',
    headerFound
      ? 'The candidate-list file has a header but no substances below it'
      : 'No header row with "Substance name" and "EC No." or "CAS No." was found in the candidate-list file',
  );
}
