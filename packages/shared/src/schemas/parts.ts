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
