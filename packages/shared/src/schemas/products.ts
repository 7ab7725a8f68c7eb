import { z } from 'zod';
import { MSG } from '../constants/messages.js';
import { PRODUCT_STATUSES } from '../constants/statuses.js';
import { listOf, RecordIdSchema } from './common.js';
import { LookupInputSchema, LookupSchema } from './lookups.js';
import { MaterialInputSchema, MaterialSchema } from './materials.js';

const productStatusIds = PRODUCT_STATUSES.map((s) => s.id);

const required = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

const nonEmptyLookups = (message: string) =>
  z.array(LookupInputSchema, { error: message }).min(1, { error: message }).max(50);

const DevelopmentStatusInputSchema = z.strictObject(
  { id: RecordIdSchema.nullable(), title: z.string().trim().min(1).max(120) },
  { error: MSG.statusRequired },
);

/** The fields of step 01 and of the Edit Product modal (spec §5 texts). */
export const ProductInfoSchema = z.strictObject({
  name: required(MSG.nameRequired),
  type: nonEmptyLookups(MSG.typeRequired),
  standards: nonEmptyLookups(MSG.standardRequired),
  markets: nonEmptyLookups(MSG.marketsRequired),
  developmentStatus: DevelopmentStatusInputSchema,
  manufacturer: required(MSG.manufacturerRequired),
  customer: required(MSG.nameRequired),
  description: z.string().trim().max(5000).default(''),
});

/** `product/save`: the wizard's payload (spec §3). A new product has no id. */
export const ProductSaveSchema = ProductInfoSchema.extend({
  collectionProductMaterials: z.string().trim().max(255).default(''),
  filePath: z.string().max(100).nullable().default(null),
  materials: z.array(MaterialInputSchema).max(20_000),
});
export type ProductSave = z.input<typeof ProductSaveSchema>;

/** `product/save`'s answer (201). */
export const ProductSaveResultSchema = z.object({ id: z.number().int(), message: z.string() });
export type ProductSaveResult = z.infer<typeof ProductSaveResultSchema>;

export const ProductUpdateSchema = ProductInfoSchema.partial().extend({
  id: RecordIdSchema,
  name: required(MSG.nameRequired),
  // No default here: zod 4 applies a default inside `.partial()`, so an edit that leaves
  // the description out would silently blank it.
  description: z.string().trim().max(5000).optional(),
  // product/get answers null for a product without one; sending that back keeps it empty.
  developmentStatus: DevelopmentStatusInputSchema.nullable().optional(),
  isBenchmark: z.boolean().optional(),
});
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

export const ProductStatusUpdateSchema = z.strictObject({
  productId: RecordIdSchema,
  statusId: z.union(productStatusIds.map((id) => z.literal(id))),
});

export const ProductIdSchema = z.strictObject({ id: RecordIdSchema });

export const PRODUCT_FILTERS = ['all', 'companies', 'benchmark'] as const;
export const ProductListQuerySchema = z.strictObject({
  filter: z.enum(PRODUCT_FILTERS).default('all'),
  companyId: RecordIdSchema.optional(),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(500).default(100),
});

export const ProductListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.array(LookupSchema),
  status: z.object({ id: z.number().int() }),
  companyName: z.string(),
  createdAt: z.string(),
  isBenchmark: z.boolean(),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;
export const ProductListSchema = listOf(ProductListItemSchema);

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.array(LookupSchema),
  standards: z.array(LookupSchema),
  markets: z.array(LookupSchema),
  developmentStatus: LookupSchema.nullable(),
  manufacturer: z.string(),
  customer: z.string(),
  status: z.object({ id: z.number().int() }),
  createdAt: z.string(),
  productApprovalDate: z.string().nullable(),
  user: z.object({
    id: z.number().int().nullable(),
    company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  companyName: z.string(),
  collectionProductMaterials: z.string(),
  filePath: z.string().nullable(),
  isRoHSAvailable: z.boolean(),
  isBenchmark: z.boolean(),
  /** A component relies on an expired certificate (the daily expiry sweep). */
  certificateExpired: z.boolean(),
  materials: z.array(MaterialSchema),
});
export type Product = z.infer<typeof ProductSchema>;

export const ResultMessageSchema = z.object({ result: z.boolean(), message: z.string() });
