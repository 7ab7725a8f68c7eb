/**
 * The item-added and product-review notifications (spec §7 helper calls, DESIGN.md §8):
 * stored in the outbox inside the caller's transaction, delivered after it commits.
 */
import { eq, or } from 'drizzle-orm';
import { Role } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/auth.js';
import { storeMail } from '../mails/mails.service.js';

export interface ItemAdded {
  target: 'product' | 'component';
  itemName: string;
  productId: number;
  productName: string;
  companyName: string;
}

/** Tells every admin that a customer added a product or a component. Returns mail ids. */
export async function notifyItemAdded(
  db: Db,
  ctx: Ctx,
  actor: Actor,
  item: ItemAdded,
): Promise<number[]> {
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, Role.Admin));
  const itemUrl = `${ctx.config.publicUrl}/products/${item.productId}`;
  const text = [
    `${actor.firstName} ${actor.lastName} <${actor.email}> of ${item.companyName} added a ${item.target}:`,
    '',
    `${item.target === 'product' ? 'Product' : 'Component'}: ${item.itemName}`,
    `Product: ${item.productName}`,
    `Open: ${itemUrl}`,
  ].join('\n');
  const ids: number[] = [];
  for (const admin of admins) {
    ids.push(
      await storeMail(db, ctx, {
        kind: 'item-added',
        to: admin.email,
        subject: `New ${item.target} added: ${item.itemName}`,
        text,
      }),
    );
  }
  return ids;
}

/** Tells the product's customer (owner and company users) that it is ready for their review. */
export async function notifyProductReview(
  db: Db,
  ctx: Ctx,
  product: { id: number; name: string; ownerId: number | null; companyId: number | null },
): Promise<number[]> {
  const conditions = [
    product.ownerId != null ? eq(users.id, product.ownerId) : undefined,
    product.companyId != null ? eq(users.companyId, product.companyId) : undefined,
  ].filter((c) => c !== undefined);
  if (!conditions.length) return [];
  const recipients = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(or(...conditions));
  const url = `${ctx.config.publicUrl}/products/${product.id}`;
  const ids: number[] = [];
  for (const r of recipients) {
    ids.push(
      await storeMail(db, ctx, {
        kind: 'product-review',
        to: r.email,
        subject: `Certificate list ready for review: ${product.name}`,
        text: [
          `Hello ${r.firstName},`,
          '',
          `The certificate list of "${product.name}" is ready for your review.`,
          `Open it here: ${url}`,
          '',
          'Approve it there, or write to us if something is missing.',
        ].join('\n'),
      }),
    );
  }
  return ids;
}
