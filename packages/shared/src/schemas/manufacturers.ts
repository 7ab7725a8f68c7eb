/**
 * Manufacturers (spec §3, §7 manufacturer calls): a manufacturer, the paged list and creating
 * one. The texts are CERT_MSG's (cdocs.ts), where the certificate screens read them.
 */
import { z } from 'zod';
import { CERT_MSG } from './cdocs.js';
import { listOf, requiredText } from './common.js';

export const ManufacturerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Manufacturer = z.infer<typeof ManufacturerSchema>;
export const ManufacturerListSchema = listOf(ManufacturerSchema);

/** `GET /manufacturer` pages: a directory import can add thousands of makers. */
export const MANUFACTURER_PAGE_SIZE = { default: 100, max: 500 } as const;

/** `GET /manufacturer?page&size&search`: one page in name order; `search` is part of the name. */
export const ManufacturerListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MANUFACTURER_PAGE_SIZE.max)
    .default(MANUFACTURER_PAGE_SIZE.default),
  search: z.string().trim().max(200).optional(),
});
export type ManufacturerListQuery = z.infer<typeof ManufacturerListQuerySchema>;

export const CreateManufacturerSchema = z.strictObject({
  name: requiredText(200, CERT_MSG.enterManufacturerName),
});
export type CreateManufacturer = z.infer<typeof CreateManufacturerSchema>;
export const CreateManufacturerResultSchema = z.object({
  result: ManufacturerSchema,
  message: z.string(),
});
