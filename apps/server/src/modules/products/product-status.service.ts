/** Moving a product through its statuses (DESIGN.md §5.1) and the review notification. */
import { eq } from 'drizzle-orm';
import {
  canMoveProduct,
  MSG,
  productStatusLabel,
  ProductStatus,
  type ProductStatusId,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { products } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { refuse } from '../../access/can.js';
import { findVisibleProduct } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { dispatchMails } from '../mails/mails.service.js';
import { notifyProductReview } from './notifications.js';

export async function updateProductStatus(
  ctx: Ctx,
  actor: Actor,
  productId: number,
  statusId: ProductStatusId,
): Promise<{ result: boolean; message: string }> {
  const product = await findVisibleProduct(ctx.db, actor, productId);
  const from = product.statusId as ProductStatusId;
  if (!canMoveProduct(actor, from, statusId)) {
    throw refuse(
      `You cannot change the status from "${productStatusLabel(from)}" to "${productStatusLabel(statusId)}"`,
    );
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({
        statusId,
        productApprovalDate: statusId === ProductStatus.Approved ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'product.status',
      targetType: 'product',
      targetId: productId,
      before: { statusId: from },
      after: { statusId },
    });
  });
  return { result: true, message: MSG.productStatusUpdated };
}

/** The follow-up call after an admin moves a product to review: mail its customer. */
export async function customerProductStatus(
  ctx: Ctx,
  actor: Actor,
  id: number,
): Promise<{ result: boolean; message: string }> {
  const product = await findVisibleProduct(ctx.db, actor, id);
  if (product.statusId !== ProductStatus.ReadyForReview) {
    throw new AppError('CONFLICT', 'The product is not ready for review');
  }
  const mailIds = await ctx.db.transaction((tx) => notifyProductReview(tx, ctx, product));
  await dispatchMails(ctx, mailIds);
  return { result: true, message: 'Review notification sent' };
}
