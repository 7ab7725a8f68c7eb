/**
 * Which records a caller may see (DESIGN.md §5.2), as part of the query itself: never
 * fetch-then-filter. A record out of reach answers 404 like an unknown id, so another
 * company learns nothing about what exists.
 */
import { and, eq, inArray, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { canOpenProduct, MSG, ProductStatus } from '@partproof/shared';
import type { Db } from '../db/client.js';
import { preparedPerDb } from '../db/prepared.js';
import { materials, products } from '../db/schema/index.js';
import { notFound } from '../lib/app-error.js';
import type { Actor } from '../plugins/auth.js';
import { can, refuse } from './can.js';

export type ProductRow = typeof products.$inferSelect;

/** Which of the three conditions of `visibleTo` applies to the actor. */
export type Visibility = 'all' | 'company' | 'own';

export function visibilityOf(actor: Actor): Visibility {
  if (can(actor, 'company.seeAll')) return 'all';
  return actor.companyId != null ? 'company' : 'own';
}

/**
 * The condition on `products` for what the actor sees: admins everything, everyone else
 * their company's, an engineer without a company only the products they created. Queries
 * about anything hanging off a product join `products` and add this.
 */
export function visibleTo(actor: Actor): SQL | undefined {
  // The company is read only for 'company', which has one.
  return visibleToValues(visibilityOf(actor), actor.companyId ?? 0, actor.id);
}

/**
 * A statement prepared once per visibility (db/prepared.ts) for the reads every request
 * makes: `build` gets the condition of `visibleTo` with the company and user as
 * placeholders, and a name suffix; `execute` fills them in for the actor with the
 * statement's own values.
 */
export function preparedPerVisibility<R>(
  build: (
    db: Db,
    visible: SQL | undefined,
    name: Visibility,
  ) => { execute(values: Record<string, unknown>): Promise<R> },
) {
  const byVisibility = {
    all: preparedPerDb((db) => build(db, visibleToPlaceholders('all'), 'all')),
    company: preparedPerDb((db) => build(db, visibleToPlaceholders('company'), 'company')),
    own: preparedPerDb((db) => build(db, visibleToPlaceholders('own'), 'own')),
  };
  return {
    execute: (db: Db, actor: Actor, values: Record<string, unknown>) =>
      byVisibility[visibilityOf(actor)](db).execute({
        visibleCompanyId: actor.companyId,
        visibleOwnerId: actor.id,
        ...values,
      }),
  };
}

function visibleToPlaceholders(visibility: Visibility): SQL | undefined {
  return visibleToValues(
    visibility,
    sql.placeholder('visibleCompanyId'),
    sql.placeholder('visibleOwnerId'),
  );
}

function visibleToValues(
  visibility: Visibility,
  companyId: number | SQLWrapper,
  ownerId: number | SQLWrapper,
): SQL | undefined {
  if (visibility === 'all') return undefined;
  if (visibility === 'company') return eq(products.companyId, companyId);
  return and(isNull(products.companyId), eq(products.ownerId, ownerId));
}

/**
 * The condition on `products` for what the actor may open: what they see, less the Pending
 * products for the roles that may not open those (canOpenProduct; a missing status is
 * Pending). Every listing that names products or their components to a user uses this, so
 * no list shows what `product/get` refuses.
 */
export function opensTo(actor: Actor): SQL | undefined {
  if (can(actor, 'product.openPending')) return visibleTo(actor);
  return and(visibleTo(actor), ne(products.statusId, ProductStatus.Pending));
}

/** The product if the actor may see it, else 404 (never a hint that it exists). */
export async function findVisibleProduct(db: Db, actor: Actor, id: number): Promise<ProductRow> {
  const [row] = await visibleProduct.execute(db, actor, { id });
  if (!row) throw notFound('Product not found');
  return row;
}

const visibleProduct = preparedPerVisibility((db, visible, name) =>
  db
    .select()
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), visible))
    .prepare(`visible_product_${name}`),
);

/** The material and its product if the actor may see the product, else 404. */
export async function findVisibleMaterial(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select({ material: materials, product: products })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(and(eq(materials.id, id), visibleTo(actor)));
  if (!row) throw notFound('Component not found');
  return row;
}

/** The listed materials, all of them visible to the actor, else 404 (one unknown is enough). */
export async function findVisibleMaterials(db: Db, actor: Actor, list: number[]) {
  const ids = [...new Set(list)];
  const rows = await db
    .select({ material: materials })
    .from(materials)
    .innerJoin(products, eq(products.id, materials.productId))
    .where(and(inArray(materials.id, ids), visibleTo(actor)));
  if (rows.length !== ids.length) throw notFound('Component not found');
  return rows.map((r) => r.material);
}

/**
 * Pending products open only for roles 1 and 3 (DESIGN.md §5.1): the others may neither
 * read nor change them or their components, whichever call they use, until the product
 * leaves Pending. Checked after visibility, so another company's product stays a 404.
 */
export function assertOpensProduct(actor: Actor, product: Pick<ProductRow, 'statusId'>): void {
  if (!canOpenProduct(actor.role, product.statusId)) throw refuse(MSG.pendingProduct);
}

/** Whether the actor reaches a company's records (users, the company itself). */
export function seesCompany(actor: Actor, companyId: number | null): boolean {
  return can(actor, 'company.seeAll') || (companyId != null && actor.companyId === companyId);
}

/** An uploaded file (a BOM awaiting its product) is its uploader's, and reachable by admins. */
export function reachesUpload(actor: Actor, file: { uploadedBy: number | null }): boolean {
  return file.uploadedBy === actor.id || can(actor, 'upload.useAnyone');
}
