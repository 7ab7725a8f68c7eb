/**
 * The certificate database (cdocs), manufacturers, temporary certificates and approved
 * certification records (spec §3, §7; DESIGN.md §4, §5.6). Field names in snake_case are
 * the spec's own (`ref_number`, `is_valid` …); the rest follow the app's camelCase.
 */
import { z } from 'zod';
import { LIMITS } from '../constants/limits.js';
import { IdSchema, listOf, requiredText } from './common.js';

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

const id = z.number().int().positive();
const isoDate = z.iso.date();

// ---------------------------------------------------------------- manufacturers

export const ManufacturerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Manufacturer = z.infer<typeof ManufacturerSchema>;
export const ManufacturerListSchema = listOf(ManufacturerSchema);

export const CreateManufacturerSchema = z.strictObject({
  name: requiredText(200, CERT_MSG.enterManufacturerName),
});
export type CreateManufacturer = z.infer<typeof CreateManufacturerSchema>;
export const CreateManufacturerResultSchema = z.object({
  result: ManufacturerSchema,
  message: z.string(),
});

// ---------------------------------------------------------------- cdocs

const LinkSchema = z.object({ link: z.string() });

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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/**
 * 'Add new certificate' (spec §3 manual certificate form), sent as multipart with an
 * optional `pdf`. `serviceName` is the certifying body; `source` a link to the certificate.
 */
export const ManualCertificateFieldsSchema = z.strictObject({
  serviceName: requiredText(120),
  modelName: requiredText(2000),
  materialId: IdSchema,
  source: optionalText(2000).pipe(z.url().optional()),
  referenceNumber: requiredText(200),
  expireDate: optionalText(40).pipe(isoDate.optional()),
});
export type ManualCertificateFields = z.infer<typeof ManualCertificateFieldsSchema>;
/** What a client sends to `certificate/manual`: the form's fields and the optional PDF. */
export type ManualCertificate = z.input<typeof ManualCertificateFieldsSchema> & {
  pdf: Blob | null;
};
export const ManualCertificateResultSchema = z.object({
  result: z.boolean(),
  message: z.string(),
  cdoc: CdocSchema,
  /** The material's certification record (material_certificates id). */
  recordId: z.number().int(),
});

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
  documentLinks: z.array(z.url().max(2000)).max(50).optional(),
});
export type CertificateUpdate = z.infer<typeof CertificateUpdateSchema>;

// ---------------------------------------------------------------- review

export const PageBodySchema = z
  .strictObject({
    page: z.number().int().min(1).default(1),
    size: z.number().int().min(1).max(500).default(100),
  })
  .nullish();

/** spec §3 temporary certificate: a candidate found by Search database / Scrape. */
export const TempCertificateSchema = z.object({
  id: z.number().int(),
  cdocId: z.number().int(),
  serviceName: z.string(),
  matchPercent: z.number().int(),
  aiScoreData: z.looseObject({ score: z.number() }),
  rawData: z.looseObject({
    manufacturedPlant: z.string().nullable(),
    certificateNumber: z.string(),
    link: z.string().nullable(),
  }),
  modelName: z.object({ name: z.string(), found: z.boolean() }),
  type: z.string(),
  certificateNumber: z.string(),
  cert: z.object({
    certifying_body: z.string(),
    ref_number: z.string(),
    model: z.string(),
    cutModelName: z.string(),
  }),
  name: z.string(),
  is_valid: z.boolean(),
  url: z.string().nullable(),
});
export type TempCertificate = z.infer<typeof TempCertificateSchema>;
export const TempCertificateListSchema = listOf(TempCertificateSchema);

export const TempCertificatePageParamsSchema = z.object({
  id: IdSchema,
  take: z.coerce.number().int().min(1).max(500),
  skip: z.coerce.number().int().min(0),
  manufacture: z.string(),
  model: z.string(),
});

export const ApproveCertsSchema = z.strictObject({
  ids: z.array(id).min(1).max(1000),
  materialId: id,
});
export type ApproveCerts = z.input<typeof ApproveCertsSchema>;
export const ApproveCertsResultSchema = z.object({
  result: z.boolean(),
  message: z.string(),
  /** How many temporary certificates became certification records. */
  approved: z.number().int(),
});

export const AddExistingSchema = z.strictObject({ materialId: id, cdocId: id });
export const MaterialIdBodySchema = z.strictObject({ materialId: id });
export const DeleteApprovedSchema = z.strictObject({ id });

/** spec §3 approved certificate record. */
export const ApprovedCertificateSchema = z.object({
  id: z.number().int(),
  cdoc: z.object({
    id: z.number().int(),
    name: z.string(),
    url: z.string().nullable(),
    date_expiry: z.string().nullable(),
    document_links: z.array(LinkSchema),
    cert: z.object({
      certifying_body: z.string(),
      ref_number: z.string(),
      model: z.string(),
      rawVersion: z.string().nullable(),
    }),
  }),
});
export type ApprovedCertificate = z.infer<typeof ApprovedCertificateSchema>;
export const ApprovedCertificateListSchema = listOf(ApprovedCertificateSchema);
export const AddExistingResultSchema = z.object({
  result: z.boolean(),
  message: z.string(),
  record: ApprovedCertificateSchema,
});

export const ComponentNamesSchema = z.strictObject({
  componentNames: z.array(z.string().trim().min(1).max(200)).min(1).max(1000),
});
export const CertificatesByComponentNameSchema = listOf(
  z.object({ componentName: z.string(), certificates: z.array(ApprovedCertificateSchema) }),
);

// ---------------------------------------------------------------- Components screen

/** spec §3 certificate record, as the Components screen's records modal shows it. */
export const ComponentCertificateSchema = z.object({
  id: z.number().int(),
  /** A link to the certificate (the PDF's signed link, else its first document link). */
  source: z.string().nullable(),
  serviceName: z.string(),
  certifyingBody: z.string(),
  referenceNumber: z.string(),
  expireDate: z.string().nullable(),
  manufacture: z.string(),
  rawVersion: z.string().nullable(),
  /** The C-Doc No. column: admins only (spec §2). */
  cDocNo: z.number().int().optional(),
});

export const ComponentSchema = z.object({
  /** The part's first material the caller may see. */
  id: z.number().int(),
  /** The part (DESIGN.md §9.1): one row per part. */
  partId: z.number().int(),
  componentName: z.string(),
  manufacturer: z.string(),
  type: z.string(),
  /** Products using the component (same normalised manufacturer and component name). */
  product: z.array(z.object({ id: z.number().int(), name: z.string() })),
  allCertificates: z.array(ComponentCertificateSchema),
  // No comment count until comments exist (DESIGN.md §9.8): a made-up 0 would sort and show.
});
export type Component = z.infer<typeof ComponentSchema>;
export const ComponentListSchema = listOf(ComponentSchema);

/** The Components screen's sortable columns; the count columns sort by their counts. */
export const COMPONENT_SORT_KEYS = [
  'componentName',
  'manufacturer',
  'type',
  'products',
  'certificates',
] as const;
export type ComponentSortKey = (typeof COMPONENT_SORT_KEYS)[number];

/**
 * `product/getAllComponents` (spec: no body): optionally a page and a sort, so the screen
 * reads ten sorted rows instead of every component. Without `sortBy`, by component name.
 */
export const ComponentListQuerySchema = z
  .strictObject({
    page: z.number().int().min(1).default(1),
    size: z.number().int().min(1).max(500).default(100),
    sortBy: z.enum(COMPONENT_SORT_KEYS).optional(),
    sortDir: z.enum(['asc', 'desc']).default('asc'),
  })
  .nullish();
export type ComponentListQuery = NonNullable<z.infer<typeof ComponentListQuerySchema>>;

/** Limits of the certificate uploads (spec §9): PDF and import files up to 10 MB. */
export const CERT_LIMITS = { uploadBytes: LIMITS.uploadBytes } as const;
