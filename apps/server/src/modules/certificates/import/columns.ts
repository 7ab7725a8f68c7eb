/**
 * The columns of a certificate directory export, by the header names directories use.
 * Headers are compared after the shared search normalisation, so 'Ref. No.', 'REF NO'
 * and 'ref_no' are one name.
 */
import { normalise } from '@partproof/shared';

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
} as const;

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
