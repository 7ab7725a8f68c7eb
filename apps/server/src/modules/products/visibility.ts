/** Which products a caller may see (DESIGN.md §5.2), as part of the query itself. */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { Role } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';

export type ProductRow = typeof products.$inferSelect;

/**
 * Admins see all products; everyone else their company's; an engineer without a
 * company only the products they created.
 */
export function visibleTo(actor: Actor): SQL | undefined {
  if (actor.role === Role.Admin) return undefined;
  if (actor.companyId != null) return eq(products.companyId, actor.companyId);
  return and(isNull(products.companyId), eq(products.ownerId, actor.id));
}

/** The product if the actor may see it, else 404 (never a hint that it exists). */
export async function findVisibleProduct(db: Db, actor: Actor, id: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visibleTo(actor)));
  if (!row) throw notFound('Product not found');
  return row;
}
