import { z } from 'zod';
import { MSG } from '../constants/messages.js';
import { MATERIAL_STATUSES } from '../constants/statuses.js';
import { PartNumberSourceSchema } from './bom.js';
import { RecordIdSchema, requiredText } from './common.js';
import { MaterialFlagSchema } from './flags.js';
import { MaterialRequestSchema } from './requests.js';

const statusIds = MATERIAL_STATUSES.map((s) => s.id) as [number, ...number[]];

export const MaterialSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  internalReference: z.string(),
  designator: z.array(z.string()),
  componentName: z.string(),
  type: z.string(),
  manufacturer: z.string(),
  critical: z.boolean(),
  quantity: z.number().int().nullable(),
  dnp: z.boolean(),
  materialStatus: z.object({ id: z.number().int() }),
  status: z.number().int(),
  requiredCertificates: z.array(z.string()),
  datasheetURL: z.string().nullable(),
  createdAt: z.string(),
  /** The part this component uses (DESIGN.md §9.1); null for a line without a part number. */
  partId: z.number().int().nullable(),
  partNumberSource: PartNumberSourceSchema.default('column'),
  /** How many certification records (approved certificates) the material has. */
  approvedMaterialCertificates: z.number().int().default(0),
  /** How many temporary certificates wait for review. */
  totalTempCertificate: z.number().int().default(0),
  /** An approved certificate of it has expired (the daily expiry sweep). */
  certificateExpired: z.boolean().default(false),
  /**
   * The RoHS status of its part (DESIGN.md §9.4, ids of ROHS_STATUSES) and the reason in
   * words; null for users without the RoHS flag, who see nothing of RoHS/REACH.
   */
  rohsStatus: z.number().int().nullable().default(null),
  rohsStatusReason: z.string().nullable().default(null),
  /** How many declarations cover its part (null without the RoHS flag). */
  totalRohsCerts: z.number().int().nullable().default(null),
  /** How many comments the component has (spec §3 materialComment; DESIGN.md §9.8). */
  materialComment: z.number().int().default(0),
  /** Its open flag (DESIGN.md §9.8): a badge for everyone who sees it; null when none. */
  flag: MaterialFlagSchema.nullable().default(null),
  /** The latest request for its part (§9.7), for viewers who may read requests; else null. */
  request: MaterialRequestSchema.nullable().default(null),
});
export type Material = z.infer<typeof MaterialSchema>;

const textField = (max: number) => requiredText(max, MSG.required);

/** A component as the wizard sends it (parsed from the BOM, possibly edited). */
export const MaterialInputSchema = z.strictObject({
  internalReference: textField(120),
  designator: z.array(z.string().trim().min(1).max(40)).max(5000).default([]),
  componentName: textField(200),
  /** Where the wizard found the part number; absent means 'column' (an MPN column). */
  partNumberSource: PartNumberSourceSchema.optional(),
  type: textField(120),
  manufacturer: textField(200),
  critical: z.boolean({ error: MSG.required }).default(true),
  quantity: z.number().int().min(0).max(1_000_000).nullable().default(null),
  dnp: z.boolean().default(false),
  requiredCertificates: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  /**
   * parseFile's materials go back into product/save unchanged (DESIGN.md §9.9): the wizard's
   * index of an alternative's primary part is accepted; the stored link is the shared
   * internalReference, so the server does not keep it.
   */
  alternativeOf: z.number().int().min(0).nullable().optional(),
});
export type MaterialInput = z.infer<typeof MaterialInputSchema>;

/** `material/save`: the Add component modal (spec §3 component creation payload). */
export const MaterialSaveSchema = z.strictObject({
  productId: RecordIdSchema,
  internalReference: textField(120),
  componentName: textField(200),
  manufacturer: textField(200),
  type: textField(120),
  critical: z.boolean({ error: MSG.required }),
  requiredCertificates: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  status: z.literal(1).default(1),
  designator: z.array(z.string().trim().min(1).max(40)).max(5000).default([]),
});
export type MaterialSave = z.infer<typeof MaterialSaveSchema>;

export const MaterialUpdateSchema = z.strictObject({
  id: RecordIdSchema,
  internalReference: textField(120).optional(),
  componentName: textField(200).optional(),
  manufacturer: textField(200).optional(),
  type: textField(120).optional(),
  critical: z.boolean().optional(),
  requiredCertificates: z.array(z.string().trim().min(1).max(80)).max(50).optional(),
  designator: z.array(z.string().trim().min(1).max(40)).max(5000).optional(),
});
export type MaterialUpdate = z.infer<typeof MaterialUpdateSchema>;

export const MaterialDeleteSchema = z
  .strictObject({
    productId: RecordIdSchema,
    id: RecordIdSchema.optional(),
    ids: z.array(RecordIdSchema).min(1).max(10_000).optional(),
  })
  .refine((v) => v.id !== undefined || v.ids !== undefined, {
    message: 'Choose the components to delete',
  });
export type MaterialDelete = z.infer<typeof MaterialDeleteSchema>;
/** What a client sends to `material/delete`. */
export type DeleteMaterials = z.input<typeof MaterialDeleteSchema>;

export const MaterialStatusUpdateSchema = z.strictObject({
  materialStatus: z.strictObject({ id: z.union(statusIds.map((id) => z.literal(id))) }),
});

export const MaterialSaveResultSchema = z.object({ message: z.string(), material: MaterialSchema });
export const MaterialDeleteResultSchema = z.object({
  result: z.boolean(),
  message: z.string(),
  deleted: z.number().int(),
});
export const MaterialStatusListSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), label: z.string() })),
  total: z.number().int(),
});
