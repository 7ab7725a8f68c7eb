/**
 * Reviewing a part's certificates (spec §3, §7; DESIGN.md §9.1): temporary certificates
 * (candidates), approving them, approved certification records, 'Add from existing' and
 * the manual 'Add new certificate' form.
 */
import { z } from 'zod';
import { CdocSchema, LinkSchema } from './cdocs.js';
import { IdSchema, listOf, RecordIdSchema, requiredText } from './common.js';
import { httpUrl } from './http-url.js';

const id = RecordIdSchema;
const isoDate = z.iso.date();

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
  source: optionalText(2000).pipe(httpUrl().optional()),
  referenceNumber: requiredText(200),
  expireDate: optionalText(40).pipe(isoDate.optional()),
});
export type ManualCertificateFields = z.infer<typeof ManualCertificateFieldsSchema>;
export const ManualCertificateResultSchema = z.object({
  result: z.boolean(),
  message: z.string(),
  cdoc: CdocSchema,
  /** The certification record of the material's part (part_certificates id). */
  recordId: z.number().int(),
});

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
