/**
 * `GET /product/{id}/components` (DESIGN.md §10.1): one page of the product's top-level
 * component rows, each the material product/get answers with its alternatives in
 * `variations`. The same access as product/get: visible (else 404) and openable (a Pending
 * product for the roles that may not open it: 403).
 */
import type { z } from 'zod';
import type { BomRow, BomPage, BomPageQuerySchema } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { assertOpensProduct, findVisibleProduct } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { toMaterialDto } from '../materials/materials.queries.js';
import { partFactsOf } from '../parts/part-facts.queries.js';
import { componentsPageRows } from './components-page.queries.js';

type BomPageQuery = z.output<typeof BomPageQuerySchema>;

export async function componentsPage(
  ctx: Ctx,
  actor: Actor,
  productId: number,
  query: BomPageQuery,
): Promise<BomPage> {
  const product = await findVisibleProduct(ctx.db, actor, productId);
  assertOpensProduct(actor, product);
  const rows = await componentsPageRows(ctx.db, { productId, ...query });
  const facts = await partFactsOf(ctx.db, { materialIds: rows.materials.map((m) => m.id) });

  // The materials come in BOM order, so a row's first line precedes its alternatives.
  const byMain = new Map<number, BomRow>();
  for (const m of rows.materials) {
    const material = toMaterialDto(ctx.config, m, facts.get(m.id), actor);
    const main = m.mainId ?? m.id;
    if (main === m.id) byMain.set(m.id, { ...material, variations: [] });
    else byMain.get(main)?.variations.push(material);
  }
  const data = rows.mainIds.flatMap((id) => byMain.get(id) ?? []);
  return { data, total: rows.total, page: query.page, limit: query.limit };
}
