/**
 * What Fetch RoHS/REACH's live events do to the product page (DESIGN.md §9.5), as pure
 * functions: a `rohsUpdate` message names a material of a product and carries its new RoHS
 * status, the reason in words and how many declarations now cover its part; the cached
 * product takes them over so the status cell changes without a reload.
 */
import {
  LIVE_EVENTS,
  RohsUpdateEventSchema,
  type LiveMessage,
  type Product,
} from '@partproof/shared';

export interface RohsUpdate {
  materialId: number;
  /** The product the material belongs to (null when the server left it out). */
  productId: number | null;
  rohsStatus: number;
  rohsStatusReason: string;
  declarations: number;
}

/** The update a message carries, or null for any other event or a malformed one. */
export function rohsUpdateOf(message: LiveMessage): RohsUpdate | null {
  if (message.event !== LIVE_EVENTS.rohsUpdate || message.materialId === null) return null;
  const parsed = RohsUpdateEventSchema.safeParse(message.data);
  if (!parsed.success) return null;
  return { materialId: message.materialId, productId: message.id, ...parsed.data };
}

/** Whether the update belongs to the product open on the page. */
export function isForProduct(update: RohsUpdate, productId: number): boolean {
  return update.productId === null || update.productId === productId;
}

/**
 * The product with the material's RoHS fields replaced; the same object when the material
 * is not in it or nothing changed, so the table does not render again for nothing.
 */
export function applyRohsUpdate(product: Product, update: RohsUpdate): Product {
  const target = product.materials.find((m) => m.id === update.materialId);
  if (
    !target ||
    (target.rohsStatus === update.rohsStatus &&
      target.rohsStatusReason === update.rohsStatusReason &&
      target.totalRohsCerts === update.declarations)
  ) {
    return product;
  }
  return {
    ...product,
    materials: product.materials.map((m) =>
      m.id === update.materialId
        ? {
            ...m,
            rohsStatus: update.rohsStatus,
            rohsStatusReason: update.rohsStatusReason,
            totalRohsCerts: update.declarations,
          }
        : m,
    ),
  };
}
