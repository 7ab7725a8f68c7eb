/**
 * A part's where-used list (DESIGN.md §9.10): the products and BOM lines that use it,
 * scoped to what the caller may see. A caller who may see no use of the part gets 404, so
 * the answer never reveals that another company uses it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { WhereUsedItem } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { companies, materials, products } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { companyNameOf } from '../products/products.queries.js';
import { opensTo } from '../../access/visibility.js';

export async function whereUsed(
  ctx: Ctx,
  actor: Actor,
  partId: number,
): Promise<{ data: WhereUsedItem[]; total: number }> {
  const rows = await ctx.db
    .select({
      productId: products.id,
      productName: products.name,
      materialId: materials.id,
      internalReference: materials.internalReference,
      company: companies,
    })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(and(eq(materials.partId, partId), opensTo(actor)))
    .orderBy(asc(products.name), asc(products.id), asc(materials.position), asc(materials.id));
  if (rows.length === 0) throw notFound('Part not found');
  const data = rows.map(({ company, ...row }) => ({
    ...row,
    companyName: companyNameOf(ctx.config, company),
  }));
  return { data, total: data.length };
}
