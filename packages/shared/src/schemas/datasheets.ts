/**
 * Datasheets of parts (DESIGN.md §9.1, §9.8): a datasheet belongs to a material's part, a
 * fact shared by every product using it; a stored PDF or an http(s) link.
 */
import { z } from 'zod';
import { IdSchema, RecordIdSchema } from './common.js';
import { httpUrl } from './http-url.js';

export const DATASHEET_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
} as const;

/** `material/datasheet`: the material, and a URL or a `file` (multipart), or `{materialId, url}` as JSON. */
export const DatasheetFieldsSchema = z.strictObject({
  materialId: IdSchema,
  url: httpUrl().optional(),
});
export type DatasheetFields = z.infer<typeof DatasheetFieldsSchema>;

export const DatasheetDeleteSchema = z.strictObject({ materialId: RecordIdSchema });
