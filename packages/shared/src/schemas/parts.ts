import { z } from 'zod';
import { listOf } from './common.js';

/** `GET /part/{id}/where-used`: the uses of a part the caller may see (DESIGN.md §9.10). */
export const WhereUsedItemSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  materialId: z.number().int(),
  internalReference: z.string(),
  companyName: z.string(),
});
export type WhereUsedItem = z.infer<typeof WhereUsedItemSchema>;
export const WhereUsedListSchema = listOf(WhereUsedItemSchema);

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
