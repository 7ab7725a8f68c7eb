/**
 * The columns of a certificate directory export, by the header names directories use.
 * Headers are compared after the shared search normalisation, so 'Ref. No.', 'REF NO'
 * and 'ref_no' are one name.
 */
import { normalise, type CdocImportField } from '@partproof/shared';

export const CDOC_COLUMNS = {
  certifyingBody: [
    'Certifying Body',
    'Certification Body',
    'Certifier',
    'Test House',
    'Testing Body',
    'Issuer',
    'Issued By',
  ],
  refNumber: [
    'Reference Number',
    'Reference No',
    'Ref No',
    'Ref Number',
    'Reference',
    'Certificate No',
    'Certificate Number',
    'Cert No',
    'Certificate',
  ],
  holder: ['Holder', 'Certificate Holder', 'Manufacturer', 'Company', 'Company Name', 'Applicant'],
  models: ['Model', 'Models', 'Model No', 'Model Number', 'Type Designation', 'Models/Types'],
  standard: ['Standard', 'Standards', 'Test Standard'],
  issueDate: ['Issue Date', 'Date of Issue', 'Issued', 'Issued On', 'Valid From'],
  expiryDate: ['Expiry Date', 'Expiration Date', 'Expiry', 'Expires', 'Valid Until', 'Valid To'],
  link: ['Link', 'URL', 'Document Link', 'Certificate Link'],
  documentNo: ['Document No', 'Document Number', 'Doc No', 'Document ID'],
  rawVersion: ['Raw Version', 'Version', 'Raw'],
  validity: ['Validity', 'Valid', 'Is Valid', 'Status'],
  reason: ['Reason', 'Validity Reason', 'Why Valid', 'Remark'],
} as const satisfies Record<CdocImportField, readonly string[]>;

export type CdocField = keyof typeof CDOC_COLUMNS;
export type ColumnMap = Partial<Record<CdocField, number>>;

const SYNONYMS: ReadonlyMap<string, CdocField> = new Map(
  Object.entries(CDOC_COLUMNS).flatMap(([field, names]) =>
    names.map((name) => [normalise(name), field as CdocField] as const),
  ),
);

export const REQUIRED_COLUMNS: readonly CdocField[] = ['certifyingBody', 'refNumber', 'holder'];
const HEADER_SCAN_ROWS = 40;

/** The first of the top rows that names every required column, and where each field is. */
export function locateHeader(rows: string[][]): { index: number; columns: ColumnMap } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SCAN_ROWS); i++) {
    const columns: ColumnMap = {};
    (rows[i] ?? []).forEach((cell, column) => {
      const field = SYNONYMS.get(normalise(cell));
      if (field && columns[field] === undefined) columns[field] = column;
    });
    if (REQUIRED_COLUMNS.every((field) => columns[field] !== undefined))
      return { index: i, columns };
  }
  return null;
}

const blank = (row: readonly string[] | undefined) => (row ?? []).every((c) => c.trim() === '');

/** The header row to offer when none is recognised: the first row with any text. */
export function guessHeaderIndex(rows: string[][]): number | null {
  const index = rows.findIndex((row) => !blank(row));
  return index === -1 ? null : index;
}

/** The first `count` non-blank rows below the header row. */
export function sampleRows(rows: string[][], headerIndex: number, count = 3): string[][] {
  const out: string[][] = [];
  for (let i = headerIndex + 1; i < rows.length && out.length < count; i++) {
    if (!blank(rows[i])) out.push(rows[i] ?? []);
  }
  return out;
}

/**
 * A user's mapping (field → 0-based column index, as posted) checked against a header row
 * of `width` cells: known fields, integer indexes within the row, no column twice, and
 * the required fields present. Problems are returned by field, for a 400 with details.
 */
export function checkMapping(
  raw: unknown,
  width: number,
): { ok: true; columns: ColumnMap } | { ok: false; details: Record<string, string[]> } {
  const details: Record<string, string[]> = {};
  const problem = (key: string, message: string) => (details[key] ??= []).push(message);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, details: { mapping: ['The mapping must be an object of field → column'] } };
  }
  const columns: ColumnMap = {};
  const usedBy = new Map<number, string>();
  for (const [field, index] of Object.entries(raw)) {
    const key = `mapping.${field}`;
    if (!Object.hasOwn(CDOC_COLUMNS, field)) {
      problem(key, `Unknown field "${field.slice(0, 40)}"`);
      continue;
    }
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= width) {
      problem(key, `The column must be a whole number from 0 to ${width - 1}`);
      continue;
    }
    const other = usedBy.get(index);
    if (other !== undefined) {
      problem(key, `Column ${index} is already mapped to ${other}`);
      continue;
    }
    usedBy.set(index, field);
    columns[field as CdocField] = index;
  }
  for (const field of REQUIRED_COLUMNS) {
    if (!Object.hasOwn(raw, field)) problem(`mapping.${field}`, 'Required');
  }
  return Object.keys(details).length ? { ok: false, details } : { ok: true, columns };
}
