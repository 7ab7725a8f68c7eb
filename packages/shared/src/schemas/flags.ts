/**
 * Flags on components (DESIGN.md §9.8): flagging and resolving, a material's open flag as its
 * badge shows it, and the live feed's `materialFlag` frame. The limits of the reason and the
 * note are in REQUEST_LIMITS (requests.ts).
 */
import { z } from 'zod';
import { MSG } from '../constants/messages.js';
import { RecordIdSchema, requiredText } from './common.js';
import { REQUEST_LIMITS } from './requests.js';

export const FlagMailSchema = z.strictObject({
  materialId: RecordIdSchema,
  reason: requiredText(REQUEST_LIMITS.flagReasonChars, MSG.required),
});
export type FlagMail = z.infer<typeof FlagMailSchema>;

export const FlagResolveSchema = z.strictObject({
  materialId: RecordIdSchema,
  note: requiredText(REQUEST_LIMITS.flagNoteChars, MSG.required),
});
export type FlagResolve = z.infer<typeof FlagResolveSchema>;

export const FlagResultSchema = z.object({ result: z.boolean(), message: z.string() });

/** A material's open flag, as the badge and the resolve dialog show it. */
export const MaterialFlagSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  flaggedBy: z.string().nullable(),
});
export type MaterialFlag = z.infer<typeof MaterialFlagSchema>;

/** The live feed's `materialFlag` frame: the material's open flag now (null: resolved). */
export const MaterialFlagEventSchema = z.object({ flag: MaterialFlagSchema.nullable() });
export type MaterialFlagEvent = z.infer<typeof MaterialFlagEventSchema>;
