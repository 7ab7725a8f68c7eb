/**
 * Comments on components (spec §3 Comment, §7; DESIGN.md §9.8). Everyone who can see a
 * product reads and writes its components' comments (pending products only for the roles
 * that open them); the author edits and deletes their own, admins delete any. Every change
 * is audited and published on the live feed in the same transaction.
 */
import { eq } from 'drizzle-orm';
import {
  MSG,
  type Comment,
  type CommentList,
  type CommentSave,
  type CommentUpdate,
  type PartComment,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { materialComments } from '../../db/schema/index.js';
import { can, refuse } from '../../access/can.js';
import { assertOpensProduct, findVisibleMaterial } from '../../access/visibility.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/auth.js';
import { isBlankHtml, sanitizeCommentHtml } from './comment-html.js';
import { publishComment } from './comment-live.js';
import {
  commentsOfMaterials,
  findVisibleComment,
  loadComments,
  openMaterialsOfPart,
} from './comments.queries.js';

/** The body as stored: the allowlist only, and not empty (400 'Required', like a missing one). */
function cleanBody(html: string): string {
  const clean = sanitizeCommentHtml(html);
  if (isBlankHtml(clean)) throw new AppError('VALIDATION', MSG.required, { body: [MSG.required] });
  return clean;
}

async function answerComment(ctx: Ctx, id: number): Promise<Comment> {
  const [comment] = await loadComments(ctx.db, ctx.config.jwtSecret, eq(materialComments.id, id));
  if (!comment) throw notFound('Comment not found');
  return comment;
}

/** The comment if the actor may see and open its product, else 404 / 403. */
async function reachableComment(ctx: Ctx, actor: Actor, id: number) {
  const found = await findVisibleComment(ctx.db, actor, id);
  if (!found) throw notFound('Comment not found');
  assertOpensProduct(actor, found.product);
  return found;
}

export async function saveComment(ctx: Ctx, actor: Actor, input: CommentSave): Promise<Comment> {
  const { material, product } = await findVisibleMaterial(ctx.db, actor, input.entityId);
  assertOpensProduct(actor, product);
  const body = cleanBody(input.body);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(materialComments)
      .values({ materialId: material.id, authorId: actor.id, body })
      .returning();
    if (!row) throw new Error('comment insert returned nothing');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.comment.create',
      targetType: 'comment',
      targetId: row.id,
      after: row,
    });
    await publishComment(tx, product.id, material.id, { action: 'created', id: row.id });
    return row.id;
  });
  return answerComment(ctx, id);
}

export async function listComments(
  ctx: Ctx,
  actor: Actor,
  materialId: number,
): Promise<CommentList> {
  const { material, product } = await findVisibleMaterial(ctx.db, actor, materialId);
  assertOpensProduct(actor, product);
  const data = await commentsOfMaterials(ctx.db, ctx.config.jwtSecret, [material.id]);
  return { data, total: data.length };
}

export async function updateComment(
  ctx: Ctx,
  actor: Actor,
  input: CommentUpdate,
): Promise<Comment> {
  const { comment, product } = await reachableComment(ctx, actor, input.id);
  // Only the author rewords a comment: a moderator deletes, never puts words in a mouth.
  if (comment.authorId !== actor.id) throw refuse('Only the author may edit this comment');
  const body = cleanBody(input.body);
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(materialComments)
      .set({ body, updatedAt: new Date() })
      .where(eq(materialComments.id, comment.id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.comment.update',
      targetType: 'comment',
      targetId: comment.id,
      before: comment,
      after,
    });
    await publishComment(tx, product.id, comment.materialId, { action: 'updated', id: comment.id });
  });
  return answerComment(ctx, comment.id);
}

export async function deleteComment(ctx: Ctx, actor: Actor, id: number) {
  const { comment, product } = await reachableComment(ctx, actor, id);
  if (comment.authorId !== actor.id && !can(actor, 'comment.moderate')) {
    throw refuse('Only the author or an admin may delete this comment');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(materialComments).where(eq(materialComments.id, comment.id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.comment.delete',
      targetType: 'comment',
      targetId: comment.id,
      before: comment,
    });
    await publishComment(tx, product.id, comment.materialId, { action: 'deleted', id: comment.id });
  });
  return { result: true };
}

/**
 * The Components screen's COMMENTS 'Show' (DESIGN.md §9.8): the comments on the part's
 * components that the caller may open, each with its product. 404 when the caller sees no
 * use of the part, as the where-used list answers.
 */
export async function partComments(
  ctx: Ctx,
  actor: Actor,
  partId: number,
): Promise<{ data: PartComment[]; total: number }> {
  const uses = await openMaterialsOfPart(ctx.db, actor, partId);
  if (uses.length === 0) throw notFound('Part not found');
  const byMaterial = new Map(uses.map((use) => [use.materialId, use]));
  const comments = await commentsOfMaterials(ctx.db, ctx.config.jwtSecret, [...byMaterial.keys()]);
  const data = comments.flatMap((comment) => {
    const use = byMaterial.get(comment.entityId);
    return use
      ? [
          {
            ...comment,
            productId: use.productId,
            productName: use.productName,
            internalReference: use.internalReference,
          },
        ]
      : [];
  });
  return { data, total: data.length };
}
