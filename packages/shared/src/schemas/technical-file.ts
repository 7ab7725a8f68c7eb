/**
 * The product's RoHS technical file (DESIGN.md §10.3): the compliance matrix, one line per BOM
 * line with its risk, evidence and status, and the findings an assessor would raise.
 */
import { z } from 'zod';
import { FINDING_KINDS } from '../rohs/file-findings.js';
import { MATERIAL_RISKS, REQUIRED_EVIDENCE } from '../rohs/material-risk.js';
import { EeeCategorySchema } from './law.js';
import { IdSchema } from './common.js';
import { EvidenceKindSchema } from './declarations.js';

export const MaterialRiskSchema = z.enum(MATERIAL_RISKS);
export const RequiredEvidenceSchema = z.enum(Object.values(REQUIRED_EVIDENCE));
export const FindingKindSchema = z.enum(FINDING_KINDS);

/** One approved declaration a line rests on, the deciding one first. */
export const LineEvidenceSchema = z.object({
  declarationId: z.number().int(),
  /** The first file of the declaration; null when it was entered without one. */
  fileName: z.string().nullable(),
  evidenceKind: EvidenceKindSchema,
  issuer: z.string().nullable(),
  dateIssue: z.string().nullable(),
  directives: z.array(z.string()),
  /** Each exemption it relies on, with its end for the product's category (null: none set). */
  exemptions: z.array(z.object({ id: z.string(), expires: z.string().nullable() })),
});

export const MatrixLineSchema = z.object({
  materialId: z.number().int(),
  internalReference: z.string(),
  designators: z.array(z.string()),
  componentName: z.string(),
  quantity: z.number().int().nullable(),
  manufacturer: z.string(),
  /** The line this one is an alternative of (its group's first line); null for a main line. */
  alternativeOf: z.number().int().nullable(),
  /** Not fitted (DNP): listed, nothing asked of it. */
  dnp: z.boolean(),
  risk: MaterialRiskSchema,
  riskWhy: z.string(),
  requiredEvidence: RequiredEvidenceSchema,
  evidence: z.array(LineEvidenceSchema),
  rohsStatus: z.number().int(),
  reason: z.string(),
});

export const FileFindingSchema = z.object({
  kind: FindingKindSchema,
  lines: z.array(z.number().int()),
  text: z.string(),
  action: z.string(),
  /** It stops the Declaration of Conformity unless staff override it with a reason. */
  blocking: z.boolean(),
});

export const TechnicalFileSchema = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), eeeCategory: EeeCategorySchema }),
  lines: z.array(MatrixLineSchema),
  findings: z.array(FileFindingSchema),
  /** Lines with the evidence they need and no blocking finding (DNP lines count). */
  complete: z.number().int(),
  total: z.number().int(),
});

export type MatrixLine = z.infer<typeof MatrixLineSchema>;
export type TechnicalFile = z.infer<typeof TechnicalFileSchema>;

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'Required' })
    .max(max, { error: `At most ${max} characters` });

/**
 * `POST /product/{id}/technical-file`: what the Declaration of Conformity needs and the product
 * does not hold (Annex VI): who signs, where, the maker's postal address and the identifiers
 * that tie the declaration to the units (type, model, batch or serial range). Never invented:
 * the form asks for them, prefilled from the previous revision.
 */
export const GenerateTechnicalFileSchema = z.strictObject({
  signatory: z.strictObject({ name: required(200), function: required(200) }),
  place: required(200),
  manufacturerAddress: required(500),
  identification: required(500),
  /** Signs despite blocking findings; the reason goes into the audit log. */
  override: z.strictObject({ reason: required(1000) }).optional(),
});
export type GenerateTechnicalFile = z.infer<typeof GenerateTechnicalFileSchema>;

const ChangedFindingSchema = z.object({
  kind: FindingKindSchema,
  text: z.string(),
  lines: z.array(z.number().int()),
});

/** One generated, never edited, version of the file, with what changed since the previous. */
export const TechnicalFileRevisionSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  inputs: GenerateTechnicalFileSchema,
  /** Lines complete of the total when it was generated. */
  complete: z.number().int(),
  total: z.number().int(),
  /** SHA-256 of the zip, as downloaded. */
  packSha256: z.string(),
  changes: z.object({
    /** Lines whose status or evidence changed (added and removed lines too). */
    lines: z.array(z.number().int()),
    findingsOpened: z.array(ChangedFindingSchema),
    findingsClosed: z.array(ChangedFindingSchema),
  }),
});
export type TechnicalFileRevision = z.infer<typeof TechnicalFileRevisionSchema>;

export const TechnicalFileRevisionListSchema = z.object({
  data: z.array(TechnicalFileRevisionSchema),
  total: z.number().int(),
});

export const GeneratedRevisionSchema = z.object({ revision: TechnicalFileRevisionSchema });

export const RevisionParamsSchema = z.object({ id: IdSchema, number: IdSchema });

export const PackPublicKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** PEM, SubjectPublicKeyInfo. */
  publicKey: z.string(),
  /** SHA-256 of the key's DER bytes, hex: what the pack's manifest and DoC print. */
  fingerprint: z.string(),
});

const word = z.string().trim().toLowerCase().min(1, { error: 'Required' }).max(40);

/** One rule of the risk table (rohs/material-risk.ts), as GET answers it and POST takes it. */
export const RiskRuleSchema = z.strictObject({
  risk: MaterialRiskSchema,
  words: z.array(word).min(1, { error: 'Give at least one word' }).max(100),
  makers: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  why: required(200),
});

/** The risk table in force: the newest saved version, else the one PartProof ships (null). */
export const RiskTableSchema = z.object({
  version: z
    .object({ id: z.number().int(), savedAt: z.string(), savedBy: z.string().nullable() })
    .nullable(),
  rules: z.array(RiskRuleSchema),
});
export type RiskTable = z.infer<typeof RiskTableSchema>;

export const SaveRiskTableSchema = z.strictObject({
  rules: z.array(RiskRuleSchema).min(1, { error: 'Keep at least one rule' }).max(200),
});
