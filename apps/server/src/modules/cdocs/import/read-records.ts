/**
 * Rows of a certificate export → certificate records, one per certifying body + reference
 * number. Rows of the same certificate (directories often list one model per row) are
 * merged: their models and links are united, other fields come from the first row that
 * has them. A row that cannot be read is reported with its spreadsheet row number and
 * contributes nothing.
 */
import { isHttpUrl } from '@partproof/shared';
import { splitModels } from '../matching/split-models.js';
import type { ColumnMap, CdocField } from './columns.js';
import { parseCertificateDate } from './parse-date.js';

export interface ImportRecord {
  certifyingBody: string;
  refNumber: string;
  holder: string;
  models: string[];
  documentLinks: string[];
  /** undefined: the file has no such column, so the stored value stays. */
  documentNo?: string | null;
  rawVersion?: string | null;
  standard?: string | null;
  issueDate?: string | null;
  expiryDate?: string | null;
  isValid?: boolean;
  whyValid?: string | null;
  /** The spreadsheet row the record starts on. */
  row: number;
}

export interface RowError {
  row: number;
  message: string;
}

const LIMITS = { text: 2000, models: 5000, links: 50 } as const;
const TRUE = new Set(['true', 'yes', 'y', '1', 'valid', 'active', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', 'invalid', 'withdrawn', 'expired', 'suspended']);

export const recordKey = (certifyingBody: string, refNumber: string) =>
  `${certifyingBody.toLowerCase()}\u0000${refNumber.toLowerCase()}`;

export function readRecords(
  rows: string[][],
  headerIndex: number,
  columns: ColumnMap,
): { records: Map<string, ImportRecord>; errors: RowError[] } {
  const records = new Map<string, ImportRecord>();
  const errors: RowError[] = [];
  for (let i = headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    if (cells.every((cell) => cell.trim() === '')) continue;
    const rowNumber = i + 1;
    const parsed = readRow(cells, columns, rowNumber);
    if ('message' in parsed) {
      errors.push(parsed);
      continue;
    }
    const key = recordKey(parsed.certifyingBody, parsed.refNumber);
    const earlier = records.get(key);
    records.set(key, earlier ? merge(earlier, parsed) : parsed);
  }
  return { records, errors };
}

function readRow(cells: string[], columns: ColumnMap, row: number): ImportRecord | RowError {
  const cell = (field: CdocField): string | undefined => {
    const column = columns[field];
    return column === undefined ? undefined : (cells[column] ?? '').trim();
  };
  const optional = (field: CdocField) => {
    const value = cell(field);
    return value === undefined ? undefined : value === '' ? null : value;
  };
  const certifyingBody = cell('certifyingBody') ?? '';
  const refNumber = cell('refNumber') ?? '';
  const holder = cell('holder') ?? '';
  const missing = [
    certifyingBody ? null : 'Certifying Body',
    refNumber ? null : 'Reference Number',
    holder ? null : 'Holder',
  ].filter((name) => name !== null);
  if (missing.length) return { row, message: `${missing.join(', ')} missing` };

  const record: ImportRecord = {
    row,
    certifyingBody,
    refNumber,
    holder,
    models: splitModels(cell('models')),
    documentLinks: [],
    documentNo: optional('documentNo'),
    rawVersion: optional('rawVersion'),
    standard: optional('standard'),
    whyValid: optional('reason'),
  };
  const tooLong = Object.entries(record).find(
    ([, value]) => typeof value === 'string' && value.length > LIMITS.text,
  );
  if (tooLong) return { row, message: `${tooLong[0]} is longer than ${LIMITS.text} characters` };

  for (const [field, label] of [
    ['issueDate', 'Issue Date'],
    ['expiryDate', 'Expiry Date'],
  ] as const) {
    const text = cell(field);
    if (text === undefined) continue;
    const date = parseCertificateDate(text);
    if (!date.ok) return { row, message: `${label} "${text.slice(0, 40)}" is not a date` };
    record[field] = date.value;
  }

  const link = cell('link');
  if (link) {
    for (const piece of link.split(/[\s;]+/).filter(Boolean)) {
      if (!isHttpUrl(piece)) return { row, message: `Link "${piece.slice(0, 80)}" is not a URL` };
      record.documentLinks.push(piece);
    }
  }

  const validity = cell('validity');
  if (validity) {
    const word = validity.toLowerCase();
    if (TRUE.has(word)) record.isValid = true;
    else if (FALSE.has(word)) record.isValid = false;
    else return { row, message: `Validity "${validity.slice(0, 40)}" is neither TRUE nor FALSE` };
  }
  return record;
}

function unite(a: readonly string[], b: readonly string[], max: number): string[] {
  const seen = new Set(a.map((v) => v.toLowerCase()));
  const out = [...a];
  for (const v of b) {
    if (out.length >= max) break;
    if (!seen.has(v.toLowerCase())) {
      seen.add(v.toLowerCase());
      out.push(v);
    }
  }
  return out;
}

function merge(earlier: ImportRecord, later: ImportRecord): ImportRecord {
  const merged: ImportRecord = {
    ...earlier,
    models: unite(earlier.models, later.models, LIMITS.models),
    documentLinks: unite(earlier.documentLinks, later.documentLinks, LIMITS.links),
  };
  for (const field of [
    'documentNo',
    'rawVersion',
    'standard',
    'issueDate',
    'expiryDate',
    'whyValid',
  ] as const) {
    if (merged[field] == null && later[field] != null) merged[field] = later[field];
  }
  merged.isValid ??= later.isValid;
  return merged;
}
