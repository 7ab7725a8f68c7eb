/**
 * The law as data (DESIGN.md §10.2): the Annex III exemption table's versions, the REACH
 * candidate list's, and what importing one changes before it is applied.
 */
import { z } from 'zod';
import { EEE_CATEGORIES } from '../rohs/eee-category.js';
import { DaySchema } from './declarations.js';

export const EeeCategorySchema = z.union(
  EEE_CATEGORIES.map((c) => z.literal(c)),
  {
    error: 'Choose a category from 1 to 11 (RoHS Annex I)',
  },
);

const ExemptionDatesSchema = z.strictObject({
  categories: z.array(EeeCategorySchema).min(1).max(11),
  expires: DaySchema.nullable(),
  renewalPending: z.boolean().optional(),
});

const text = (max: number) => z.string().trim().min(1).max(max);

/** One Annex III entry as a version file holds it (and `GET /rohs/exemptions` answers it). */
export const RohsExemptionSchema = z.object({
  id: text(20),
  description: text(2000),
  substance: text(40),
  limit: z.string().trim().max(200).nullable(),
  categories: z.array(ExemptionDatesSchema).min(1).max(11),
  act: text(300),
  actDate: DaySchema,
  revoked: z.boolean().optional(),
  source: z.string().trim().max(500).optional(),
});

export const ExemptionStatusSchema = z.enum(['valid', 'expired', 'revoked']);

export const ExemptionVersionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  source: z.string(),
  importedAt: z.string(),
});

/** `GET /rohs/exemptions`: the version in force and its entries, each with today's standing. */
export const ExemptionTableSchema = z.object({
  version: ExemptionVersionSchema,
  data: z.array(RohsExemptionSchema.extend({ status: ExemptionStatusSchema })),
});
export type ExemptionTableAnswer = z.infer<typeof ExemptionTableSchema>;

/**
 * An imported version file: what `GET /rohs/exemptions` answers, edited (its `id`,
 * `importedAt` and each entry's `status` are ignored), so an export goes back in unchanged.
 */
export const ExemptionTableFileSchema = z.object({
  version: z.object({ date: DaySchema, source: text(500) }),
  data: z
    .array(RohsExemptionSchema.extend({ status: ExemptionStatusSchema.optional() }))
    .min(1, { error: 'The table has no exemption' })
    .max(1000),
});

/** `dryRun` (default true): answer the impact and store nothing. */
export const DryRunSchema = z.enum(['true', 'false']).default('true');

export const ExemptionImportFieldsSchema = z.strictObject({ dryRun: DryRunSchema });

/** `POST /substances/candidate-list`: the version's date, and whether to only show the impact. */
export const CandidateListFieldsSchema = z.strictObject({ date: DaySchema, dryRun: DryRunSchema });

const PartStateSchema = z.object({ rohsStatus: z.number().int(), reason: z.string() });

/** What a new version changes: each part whose status moves, where it is used, from and to. */
export const LawImpactSchema = z.object({
  dryRun: z.boolean(),
  changes: z.array(
    z.object({
      partId: z.number().int(),
      materialIds: z.array(z.number().int()),
      productIds: z.array(z.number().int()),
      from: PartStateSchema,
      to: PartStateSchema,
    }),
  ),
  total: z.number().int(),
});
export type LawImpact = z.infer<typeof LawImpactSchema>;

export const CandidateListResultSchema = LawImpactSchema.extend({
  /** The stored version; id null on a dry run. */
  version: z.object({
    id: z.number().int().nullable(),
    date: z.string(),
    entries: z.number().int(),
  }),
  entries: z.number().int(),
});

export const ExemptionImportResultSchema = LawImpactSchema.extend({
  version: ExemptionVersionSchema.omit({ id: true, importedAt: true }).extend({
    id: z.number().int().nullable(),
  }),
});

/** `GET /substances/candidate-list`: the version in force and its entries. */
export const CandidateListTableSchema = z.object({
  version: z.object({ date: z.string(), entries: z.number().int() }).nullable(),
  data: z.array(
    z.object({
      name: z.string(),
      ec: z.string().nullable(),
      cas: z.string().nullable(),
      dateOfInclusion: z.string().nullable(),
    }),
  ),
});
