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
import { mailLanguage, mailText } from '../mails/mail-text.js';

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
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.role, Role.Admin));
  const itemUrl = `${ctx.config.publicUrl}/products/${item.productId}`;
  const ids: number[] = [];
  for (const admin of admins) {
    const t = mailText(mailLanguage(admin.language));
    const values = {
      who: `${actor.firstName} ${actor.lastName} <${actor.email}>`,
      company: item.companyName,
      item: item.itemName,
      product: item.productName,
    };
    const added =
      item.target === 'product'
        ? [
            t('{who} of {company} added a product:', values),
            '',
            t('Product: {product}', { product: item.itemName }),
          ]
        : [
            t('{who} of {company} added a component:', values),
            '',
            t('Component: {component}', { component: item.itemName }),
          ];
    const text = [...added, t('Product: {product}', values), t('Open: {url}', { url: itemUrl })];
    ids.push(
      await storeMail(db, ctx, {
        kind: 'item-added',
        to: admin.email,
        subject:
          item.target === 'product'
            ? t('New product added: {item}', values)
            : t('New component added: {item}', values),
        text: text.join('\n'),
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
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(or(...conditions));
  const url = `${ctx.config.publicUrl}/products/${product.id}`;
  const ids: number[] = [];
  for (const r of recipients) {
    const t = mailText(mailLanguage(r.language));
    ids.push(
      await storeMail(db, ctx, {
        kind: 'product-review',
        to: r.email,
        subject: t('Certificate list ready for review: {product}', { product: product.name }),
        text: [
          t('Hello {name},', { name: r.firstName }),
          '',
          t('The certificate list of "{product}" is ready for your review.', {
            product: product.name,
          }),
          t('Open it here: {url}', { url }),
          '',
          t('Approve it there, or write to us if something is missing.'),
        ].join('\n'),
      }),
    );
  }
  return ids;
}
