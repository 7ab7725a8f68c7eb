/**
 * Comments on components (spec §3 Comment, §7 material/comment/*; DESIGN.md §9.8): a comment
 * belongs to a material (a decision about a product), and the live feed's `materialComment`
 * event carries it. Datasheets, facts of the material's part, are in datasheets.ts.
 */
import { z } from 'zod';
import { MSG } from '../constants/messages.js';
import { RecordIdSchema } from './common.js';

export const COMMENT_LIMITS = {
  /** Characters of HTML a client may send, before sanitising. */
  bodyChars: 20_000,
} as const;

/** The HTML a client sends: the server keeps only the allowlist of DESIGN.md §9.8. */
const commentBody = z
  .string({ error: MSG.required })
  .max(COMMENT_LIMITS.bodyChars, { error: `At most ${COMMENT_LIMITS.bodyChars} characters` });

/** `material/comment/save`: entityId is the material's id (spec §3 save payload). */
export const CommentSaveSchema = z.strictObject({
  entityId: RecordIdSchema,
  body: commentBody,
});
export type CommentSave = z.infer<typeof CommentSaveSchema>;

export const CommentUpdateSchema = z.strictObject({ id: RecordIdSchema, body: commentBody });
export type CommentUpdate = z.infer<typeof CommentUpdateSchema>;

export const CommentIdSchema = z.strictObject({ id: RecordIdSchema });
export const CommentListQuerySchema = z.strictObject({ entityId: RecordIdSchema });
export const PartCommentsQuerySchema = z.strictObject({ partId: RecordIdSchema });

/** Who wrote a comment; `id` is null (and the name 'Former user') once the account is removed. */
export const CommentAuthorSchema = z.object({
  id: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** A signed link of the avatar, or null. */
  profileImage: z.string().nullable(),
});

export const CommentSchema = z.object({
  id: z.number().int(),
  /** The material (component) it is about. */
  entityId: z.number().int(),
  /** Sanitised HTML (the allowlist of DESIGN.md §9.8): safe to render as HTML. */
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** 'YYYY-MM-DD HH:mm' in UTC, as the dialog shows it. */
  createdAtText: z.string(),
  /** Changed by its author after it was written. */
  edited: z.boolean(),
  author: CommentAuthorSchema,
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentListSchema = z.object({
  data: z.array(CommentSchema),
  total: z.number().int(),
});
export type CommentList = z.infer<typeof CommentListSchema>;

/** The Components screen's COMMENTS 'Show': a comment with the product it was written in. */
export const PartCommentSchema = CommentSchema.extend({
  productId: z.number().int(),
  productName: z.string(),
  internalReference: z.string(),
});
export type PartComment = z.infer<typeof PartCommentSchema>;

export const PartCommentListSchema = z.object({
  data: z.array(PartCommentSchema),
  total: z.number().int(),
});

export const CommentDeleteResultSchema = z.object({ result: z.boolean() });

/**
 * The live feed's `materialComment` event data: a comment written or changed (`comment`),
 * or removed (`id`).
 */
export const MaterialCommentEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['created', 'updated']), comment: CommentSchema }),
  z.object({ action: z.literal('deleted'), id: z.number().int() }),
]);
export type MaterialCommentEvent = z.infer<typeof MaterialCommentEventSchema>;
