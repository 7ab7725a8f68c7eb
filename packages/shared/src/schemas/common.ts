/**
 * What the schemas of several concepts share: the error body, ids, `{ message }` and
 * `{ result, message }` answers, `listOf`, required text, the empty body.
 */
import { z } from 'zod';

/** Error body of every failed API call (DESIGN.md §4). */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/**
 * The largest id PostgreSQL's integer columns hold. A larger one names no record; refused by
 * validation rather than by the database (issue 9 fuzzing: ids of 2^31 answered 500).
 */
export const MAX_ID = 2_147_483_647;

/** A record's id in a JSON body. */
export const RecordIdSchema = z.number().int().positive().max(MAX_ID);

/** A record's id in a path or query string (text, coerced). */
export const IdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** A record's id in the path (`/product/zip/:id`). */
export const IdParamsSchema = z.object({ id: IdSchema });

export const MessageSchema = z.object({ message: z.string() });

/** The answer of a call that reports success and a message (`{ result, message }`). */
export const ResultMessageSchema = z.object({ result: z.boolean(), message: z.string() });

/** Collections that the spec does not shape otherwise: `{ data, total }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}

/** A trimmed, non-empty text with the spec's 'Required' message. */
export function requiredText(max: number, message = 'Required') {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });
}

/** The body of a POST call that takes none: nothing, `{}` or JSON null. */
export const EmptyBodySchema = z.strictObject({}).nullish();
