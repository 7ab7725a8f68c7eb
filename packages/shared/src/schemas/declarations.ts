/**
 * RoHS / REACH declarations (DESIGN.md §9.3–9.6, §9.10): the reader's proposal, the upload
 * form, the declaration as answered, reviews, Fetch RoHS/REACH, the candidate list and the
 * Documents screen's lists.
 */
import { z } from 'zod';
import { DECLARATION_SOURCES } from '../constants/declarations.js';
import { COVERAGE_SCOPES } from '../rohs/coverage.js';
import { EVIDENCE_KINDS } from '../rohs/evidence-kind.js';
import { DECLARATION_KINDS } from '../rohs/declaration-kinds.js';
import { REVIEW_STATES } from '../rohs/status.js';
import { DeclarationVerdictSchema } from '../rohs/verdict.js';
import { jsonField } from '../form.js';
import { RecordIdSchema, listOf } from './common.js';

/** The texts of the RoHS/REACH screens (spec §8 where it has them). */
export const ROHS_MSG = {
  fetching: 'Fetching manufacturer documents!',
  /** runAll takes the product of the listed components. */
  oneProduct: 'The components must all belong to one product',
  noMoreDocuments: 'No more certificates to load.',
  searchFound: 'Success!',
  searchEmpty: 'No Component Found',
} as const;

export const DeclarationKindSchema = z.enum(DECLARATION_KINDS, {
  error: `Choose one of: ${DECLARATION_KINDS.join(', ')}`,
});

export const EvidenceKindSchema = z.enum(EVIDENCE_KINDS, {
  error: `Choose one of: ${EVIDENCE_KINDS.join(', ')}`,
});

export const CoverageSchema = z.object({
  scope: z.enum(COVERAGE_SCOPES),
  series: z.array(z.string()),
  mpns: z.array(z.string()),
  exclusions: z.array(z.string()),
});

export const CandidateListRefSchema = z.object({
  date: z.string().nullable(),
  entries: z.number().int().nullable(),
});
export type CandidateListRef = z.infer<typeof CandidateListRefSchema>;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE_MESSAGE = 'Use a date as YYYY-MM-DD, or YYYY-MM when only the month is printed';

/** A date of issue: a day, or a month when only that is printed. */
export const IssueDateSchema = z
  .string()
  .trim()
  .refine((v) => DAY.test(v) || MONTH.test(v), { error: DATE_MESSAGE });
export const DaySchema = z.string().trim().regex(DAY, { error: 'Use a date as YYYY-MM-DD' });

/** `POST /rohs/read`: what the reader proposes for the form; nothing is stored. */
export const DeclarationProposalSchema = z.object({
  manufacturer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  issuer: z.string().nullable(),
  kind: DeclarationKindSchema,
  evidenceKind: EvidenceKindSchema,
  models: z.string(),
  coverage: CoverageSchema,
  dateIssue: z.string().nullable(),
  directives: z.array(z.string()),
  candidateList: CandidateListRefSchema.nullable(),
  exemptions: z.array(z.string()),
  conditions: z.string(),
  evidence: z.array(z.object({ field: z.string(), page: z.number().int(), text: z.string() })),
  ocr: z.boolean(),
  /** IPC-1752A: the substance check of the file read (null for other files). */
  verdict: z.unknown().nullable().optional(),
});
export type DeclarationProposal = z.infer<typeof DeclarationProposalSchema>;

const textList = z.array(z.string().trim().min(1).max(80)).max(50);

/** The editable fields of a declaration, as JSON (`rohs/updateRohs`). */
export const DeclarationFieldsSchema = z.object({
  type: DeclarationKindSchema,
  /** The manufacturer's name; created when new. */
  manufacturer: z.string().trim().min(1, { error: 'Required' }).max(200),
  issuer: z.string().trim().max(200).nullable().optional(),
  /** Unset on upload: derived from the type and the issuer (defaultEvidenceKind). */
  evidenceKind: EvidenceKindSchema.optional(),
  /** 'All', 'All except: A; B', or part numbers / patterns one per line or separated by ';'. */
  models: z.string().trim().min(1, { error: 'Required' }).max(20_000),
  dateIssue: IssueDateSchema.nullable().optional(),
  dateCollection: DaySchema.optional(),
  directives: textList.optional(),
  exemptions: textList.optional(),
  candidateList: z
    .object({
      /** Like the date of issue: a month when only that is printed ("June 2022"). */
      date: IssueDateSchema.nullable(),
      entries: z.number().int().min(1).max(100_000).nullable(),
    })
    .nullable()
    .optional(),
  conditions: z.string().trim().max(2000).optional(),
});
export type DeclarationFields = z.infer<typeof DeclarationFieldsSchema>;

/** `rohs/upload`'s text fields: the same, with lists as JSON and empty strings as absent. */
const emptyAsAbsent = (v: unknown) => (v === '' ? undefined : v);
export const DeclarationUploadFieldsSchema = z.strictObject({
  type: DeclarationKindSchema,
  manufacturer: DeclarationFieldsSchema.shape.manufacturer,
  issuer: z.preprocess(emptyAsAbsent, z.string().trim().max(200).optional()),
  evidenceKind: z.preprocess(emptyAsAbsent, EvidenceKindSchema.optional()),
  models: DeclarationFieldsSchema.shape.models,
  dateIssue: z.preprocess(emptyAsAbsent, IssueDateSchema.optional()),
  dateCollection: z.preprocess(emptyAsAbsent, DaySchema.optional()),
  directives: z.preprocess(emptyAsAbsent, jsonField(textList, 'directives').optional()),
  exemptions: z.preprocess(emptyAsAbsent, jsonField(textList, 'exemptions').optional()),
  candidateList: z.preprocess(
    emptyAsAbsent,
    jsonField(DeclarationFieldsSchema.shape.candidateList.unwrap(), 'candidateList').optional(),
  ),
  conditions: z.preprocess(emptyAsAbsent, z.string().trim().max(2000).optional()),
  materialID: z.preprocess(emptyAsAbsent, z.coerce.number().int().positive().optional()),
});
export type DeclarationUploadFields = z.infer<typeof DeclarationUploadFieldsSchema>;

export const DeclarationFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  /** A signed link to the file (relative paths are completed to PUBLIC_URL). */
  path: z.string(),
});

/** A declaration as every call answers it; `rohs/updateRohs` takes it back unchanged. */
export const DeclarationSchema = z.object({
  id: z.number().int(),
  type: DeclarationKindSchema,
  manufacturer: z.string(),
  manufacturerId: z.number().int(),
  issuer: z.string().nullable(),
  evidenceKind: EvidenceKindSchema,
  models: z.string(),
  coverage: CoverageSchema,
  /** spec rohs_series: 'All', 'All with exclusions' or the first series. */
  rohs_series: z.string(),
  dateIssue: z.string().nullable(),
  dateCollection: z.string(),
  directives: z.array(z.string()),
  exemptions: z.array(z.string()),
  candidateList: CandidateListRefSchema.nullable(),
  conditions: z.string(),
  /**
   * What a supplier's document itself claimed to cover, as `models` text ('' when it named
   * nothing of the maker); its stored coverage is at most the request's parts until staff
   * widen it. Admins only (null for everyone else, and for staff and Fetch declarations).
   */
  claimedModels: z.string().nullable(),
  source: z.enum(DECLARATION_SOURCES),
  reviewState: z.enum(REVIEW_STATES),
  reviewedAt: z.string().nullable(),
  verdict: DeclarationVerdictSchema.nullable(),
  files: z.array(DeclarationFileSchema),
  /** spec path / path2: the first two files' links; type2 the second file's format. */
  path: z.string().nullable(),
  path2: z.string().nullable(),
  type2: z.string().nullable(),
  /** spec mpn: the part numbers listed, joined with '; '. */
  mpn: z.string(),
  /** spec cdoc_id: a declaration is no certificate record; kept for the spec's shape. */
  cdoc_id: z.null(),
  /** spec material_id_rohs: the component asked about (getRohsFiles), else null. */
  material_id_rohs: z
    .object({ id: z.number().int(), manufacturer: z.string(), type: z.string() })
    .nullable(),
  /** What this declaration alone says (DESIGN.md §9.4), with the reason in words. */
  status: z.object({ id: z.number().int(), reason: z.string() }),
  /** How it covers the material asked about (getRohsFiles), else null. */
  specificity: z.enum(['mpn', 'series', 'all-except', 'all']).nullable(),
  createdAt: z.string(),
});
export type Declaration = z.infer<typeof DeclarationSchema>;
export const DeclarationListSchema = listOf(DeclarationSchema);

/** `rohs/updateRohs`: `{id}` and any field of the form; other fields are ignored. */
export const DeclarationUpdateSchema = DeclarationFieldsSchema.partial().extend({
  id: RecordIdSchema,
});
export type DeclarationUpdate = z.input<typeof DeclarationUpdateSchema>;

export const DeclarationDeleteSchema = z.strictObject({
  ids: z.array(RecordIdSchema).min(1).max(500),
});

/** Review statuses staff set; the others are derived (DESIGN.md §9.4). */
export const REVIEW_STATUS_IDS = { inReview: 1, approved: 2, notApproved: 8 } as const;
export const RohsUpdateSchema = z.strictObject({
  materialId: RecordIdSchema,
  rohsStatus: z.number().int(),
  declarationId: RecordIdSchema.optional(),
});
export type RohsUpdate = z.infer<typeof RohsUpdateSchema>;

/** `material/get-docs-for-materials`: Fetch RoHS/REACH. */
export const FetchDocsSchema = z.strictObject({
  materialsIds: z.array(RecordIdSchema).min(1).max(10_000),
  runAll: z.boolean().default(false),
});
export type FetchDocs = z.input<typeof FetchDocsSchema>;
export const FetchDocsResultSchema = z.object({ jobId: z.string(), message: z.string() });

/** A `rohsUpdate` live event's data. */
export const RohsUpdateEventSchema = z.object({
  rohsStatus: z.number().int(),
  rohsStatusReason: z.string(),
  declarations: z.number().int(),
});

/** `substances/candidate-list`: the regulator's export and the date of that version. */
/** The Documents screen (DESIGN.md §9.6): `page` from 1, `limit` ≤ 100. */
export const DECLARATION_SEARCH_TYPES = [
  'type',
  'sourceName',
  'mpn',
  'manufacturer',
  'series',
] as const;
export const CERTIFICATE_SEARCH_TYPES = [
  'type',
  'sourceName',
  'referenceNumber',
  'manufacturer',
] as const;
const documentsQuery = <T extends readonly [string, ...string[]]>(types: T) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    searchType: z.enum(types).optional(),
    query: z.string().trim().max(200).optional(),
  });
export const DeclarationDocumentsQuerySchema = documentsQuery(DECLARATION_SEARCH_TYPES);
export const CertificateDocumentsQuerySchema = documentsQuery(CERTIFICATE_SEARCH_TYPES);

export const DeclarationDocumentSchema = z.object({
  id: z.number().int(),
  /** SOURCE NAME: the declaration's first file's name (or its kind when it has none). */
  sourceName: z.string(),
  path: z.string().nullable(),
  manufacturer: z.string(),
  type: DeclarationKindSchema,
  rohs_series: z.string(),
  /** MPN: the part numbers listed, joined with '; '. */
  mpn: z.string(),
  reviewState: z.enum(REVIEW_STATES),
  dateIssue: z.string().nullable(),
});
export const DeclarationDocumentListSchema = listOf(DeclarationDocumentSchema).extend({
  message: z.string().optional(),
});

export const CertificateDocumentSchema = z.object({
  id: z.number().int(),
  /** The certifying body, and the record's link when it has one. */
  source: z.string(),
  link: z.string().nullable(),
  referenceNumber: z.string(),
  manufacturer: z.string(),
  /** The component types the record covers in the caller's products. */
  type: z.string(),
  expireDate: z.string().nullable(),
  /** 'Show Detail': the models the record names. */
  coverage: z.array(z.string()),
});
export const CertificateDocumentListSchema = listOf(CertificateDocumentSchema).extend({
  message: z.string().optional(),
});
