/**
 * Products (spec §3, §7 product calls; DESIGN.md §10.1): the wizard's and the Edit Product
 * modal's fields, save and update, status, the list, a product in full, and one page of its
 * components (the BOM search and sort keys). The components' own schemas are in materials.ts.
 */
import { z } from 'zod';
import { MSG } from '../constants/messages.js';
import { PRODUCT_STATUSES } from '../constants/statuses.js';
import { listOf, RecordIdSchema } from './common.js';
import { EeeCategorySchema } from './law.js';
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
  /** RoHS Annex I category; left out, product/save derives it from the types (defaultEeeCategory). */
  eeeCategory: EeeCategorySchema.optional(),
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
  /** RoHS Annex I category (1–11): the exemption dates its parts are judged by. */
  eeeCategory: EeeCategorySchema,
  /** A component relies on an expired certificate (the daily expiry sweep). */
  certificateExpired: z.boolean(),
  materials: z.array(MaterialSchema),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * The BOM search's fields (spec §2 search-type select; DESIGN.md §5): the one list the web's
 * select and the paged components call both use.
 */
export const BOM_SEARCH_TYPES = [
  'type',
  'internalReference',
  'componentName',
  'manufacturer',
] as const;
export type BomSearchType = (typeof BOM_SEARCH_TYPES)[number];

/** The component table's sortable columns (spec §2), as keys of the paged components call. */
export const BOM_SORT_KEYS = [
  'internalReference',
  'componentName',
  'manufacturer',
  'type',
  'critical',
  'certificates',
  'tempCertificates',
] as const;
export type BomSortKey = (typeof BOM_SORT_KEYS)[number];

/** The most rows one page of a product's components holds. */
export const BOM_PAGE_LIMIT = 100;

/**
 * `GET /product/{id}/components` (DESIGN.md §10.1): one page of the product's top-level
 * rows, sorted and searched by the server. Without `sort` the rows keep their BOM order;
 * ties keep it too. A blank `query` searches nothing.
 */
export const BomPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(BOM_PAGE_LIMIT, { error: `limit is at most ${BOM_PAGE_LIMIT}` })
    .default(10),
  sort: z.enum(BOM_SORT_KEYS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  searchType: z.enum(BOM_SEARCH_TYPES).default('componentName'),
  query: z.string().max(200).optional(),
});
export type BomPageQuery = z.input<typeof BomPageQuerySchema>;

/**
 * A top-level row: the material as `product/get` answers it, with its alternatives (the
 * materials sharing its internal reference, DESIGN.md §4) in BOM order.
 */
export const BomRowSchema = MaterialSchema.extend({ variations: z.array(MaterialSchema) });
export type BomRow = z.infer<typeof BomRowSchema>;

export const BomPageSchema = z.object({
  data: z.array(BomRowSchema),
  /** Top-level rows matching the search (alternatives are not counted). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type BomPage = z.infer<typeof BomPageSchema>;
