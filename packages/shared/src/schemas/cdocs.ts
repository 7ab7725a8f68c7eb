/**
 * The certificate database, cdocs (spec §3, §7; DESIGN.md §4, §5.6): the certificate texts
 * (CERT_MSG), records, the manufacturer certificates page, import, edit, and the upload limit
 * the certificate screens share. Field names in snake_case are the spec's own (`ref_number`,
 * `is_valid` …); the rest follow the app's camelCase. Manufacturers are in manufacturers.ts.
 */
import { z } from 'zod';
import { jsonField } from '../form.js';
import { LIMITS } from '../constants/limits.js';
import { listOf, RecordIdSchema, requiredText } from './common.js';
import { httpUrl } from './http-url.js';

/** Texts of the certificate screens: the spec's own (§5, §8) and the API's answers. */
export const CERT_MSG = {
  enterManufacturerName: 'Please enter a manufacturer name.',
  manufacturerCreated: 'Manufacturer created',
  manufacturerExists: 'A manufacturer with this name already exists',
  selectManufacturer: 'Select Manufacturer',
  noCertificatesAvailable: 'No Certificates Available!',
  noPartNumber:
    'This component has no manufacturer part number: enter one before reviewing certificates',
  noCertificatesFound: 'No Certificates found!',
  certificatesApproved: 'Certificates approved',
  certificateAdded: 'Certificate added',
  certificateAlreadyAdded: 'This certificate is already a record of the component',
  certificateRemoved: 'Certificate removed',
  certificateSaved: 'Certificate saved',
  certificateExists: 'A certificate with this certifying body and reference number already exists',
  tempCertificateNotFound: 'Temporary certificate not found',
  certificateNotFound: 'Certificate not found',
  uploadPdfOnly: 'Upload the certificate as a PDF file',
  importFileType: 'Upload the certificate export as an .xlsx workbook or a CSV file',
} as const;

/** Manufacturer certificates page sizes (spec §9): 50 for All, 100 for one manufacturer. */
export const CDOC_PAGE_SIZE = { all: 50, one: 100, max: 500 } as const;
export const ALL_MANUFACTURERS = 'All';

const id = RecordIdSchema;
const isoDate = z.iso.date();

// ---------------------------------------------------------------- cdocs

export const LinkSchema = z.object({ link: z.string() });

/** `cdocs/get-component-docs`: the material whose part's certificate records are asked for. */
export const MaterialIdBodySchema = z.strictObject({ materialId: id });

/** A certificate record as the API shows it in full (get-component-docs, manual, update). */
export const CdocSchema = z.object({
  id: z.number().int(),
  certifyingBody: z.string(),
  refNumber: z.string(),
  documentNo: z.string().nullable(),
  holder: z.string(),
  models: z.array(z.string()),
  rawVersion: z.string().nullable(),
  standard: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  isValid: z.boolean(),
  whyValid: z.string().nullable(),
  documentLinks: z.array(z.string()),
  serviceName: z.string(),
  /** A signed link to the stored PDF, when there is one. */
  pdfUrl: z.string().nullable(),
});
export type Cdoc = z.infer<typeof CdocSchema>;
export const CdocListSchema = listOf(CdocSchema);

/** spec §3 "manufacturer-certificate row": one line of the Manufacturer screen's table. */
export const ManufacturerCertificateRowSchema = z.object({
  id: z.number().int(),
  document_id: z.string().nullable(),
  cert: z.object({
    ref_number: z.string(),
    model: z.string(),
    rawVersion: z.string().nullable(),
    certifying_body: z.string(),
  }),
  name: z.string(),
  is_valid: z.boolean(),
  why_valid: z.string().nullable(),
  url: z.string().nullable(),
  document_links: z.array(LinkSchema),
});
export type ManufacturerCertificateRow = z.infer<typeof ManufacturerCertificateRowSchema>;

/** `POST /cdocs/get-all-cdocs?page&size&manufacturer` (+ the screen's component `search`). */
export const GetAllCdocsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  /** Defaults to 50 for All and 100 for one manufacturer. */
  size: z.coerce.number().int().min(1).max(CDOC_PAGE_SIZE.max).optional(),
  manufacturer: z.string().trim().max(200).default(ALL_MANUFACTURERS),
  /** Component search box: normalised model contains this. */
  search: z.string().trim().max(200).optional(),
});
export type GetAllCdocsQuery = z.infer<typeof GetAllCdocsQuerySchema>;
export const GetAllCdocsResultSchema = z.object({
  status: z.boolean(),
  data: z.array(ManufacturerCertificateRowSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const CdocImportResultSchema = z.object({
  /** Certificates new to the database. */
  imported: z.number().int(),
  /** Certificates that existed and changed. */
  updated: z.number().int(),
  /** Certificates already up to date, plus the rows refused (listed in `errors`). */
  skipped: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /**
   * True when the required columns could not be recognised: nothing was imported, and the
   * client should post the file again with a `mapping` (field → 0-based column index).
   */
  needsMapping: z.boolean().optional(),
  /** With needsMapping: the 1-based row taken as the header row. */
  headerRow: z.number().int().optional(),
  /** With needsMapping: the cells of the header row, by 0-based column index. */
  columns: z.array(z.object({ index: z.number().int(), header: z.string() })).optional(),
  /** With needsMapping: the first data rows below the header row. */
  sampleRows: z.array(z.array(z.string())).optional(),
});
export type CdocImportResult = z.infer<typeof CdocImportResultSchema>;

/** The fields a certificate import reads, in the order the mapping editor shows them. */
export const CDOC_IMPORT_FIELDS = [
  'certifyingBody',
  'refNumber',
  'holder',
  'models',
  'standard',
  'issueDate',
  'expiryDate',
  'link',
  'documentNo',
  'rawVersion',
  'validity',
  'reason',
] as const;
export type CdocImportField = (typeof CDOC_IMPORT_FIELDS)[number];
/** The fields an import cannot do without. */
export const CDOC_REQUIRED_FIELDS: readonly CdocImportField[] = [
  'certifyingBody',
  'refNumber',
  'holder',
];
/** A user's column mapping for `POST /cdocs/import`: field → 0-based column index. */
export type CdocImportMapping = Partial<Record<CdocImportField, number>>;

/**
 * `cdocs/import`'s optional text fields: a column mapping (JSON; its fields and columns are
 * checked against the file's header by the import) and the 1-based header row.
 */
export const CdocImportFieldsSchema = z.object({
  mapping: jsonField(z.record(z.string(), z.unknown()), 'mapping').optional(),
  headerRow: z.coerce.number().int().positive().max(1_000_000).optional(),
});
export type CdocImportFields = z.infer<typeof CdocImportFieldsSchema>;

/** `certificate/update`: edit a cdoc; omitted fields stay as they are. */
export const CertificateUpdateSchema = z.strictObject({
  id,
  certifyingBody: requiredText(120).optional(),
  referenceNumber: requiredText(200).optional(),
  documentNo: z.string().trim().max(200).nullable().optional(),
  holder: requiredText(200).optional(),
  models: z.array(z.string().trim().min(1).max(300)).max(5000).optional(),
  rawVersion: z.string().trim().max(2000).nullable().optional(),
  standard: z.string().trim().max(500).nullable().optional(),
  issueDate: isoDate.nullable().optional(),
  expireDate: isoDate.nullable().optional(),
  isValid: z.boolean().optional(),
  whyValid: z.string().trim().max(1000).nullable().optional(),
  documentLinks: z.array(httpUrl()).max(50).optional(),
});
export type CertificateUpdate = z.infer<typeof CertificateUpdateSchema>;

/** Limits of the certificate uploads (spec §9): PDF and import files up to 10 MB. */
export const CERT_LIMITS = { uploadBytes: LIMITS.uploadBytes } as const;
