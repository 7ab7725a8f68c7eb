/**
 * The product detail answer (product/get) carries its materials and their certificate
 * counts, so the materials, certificate-review and certificate-search features all keep it
 * fresh. They share this one key and these helpers instead of importing the products
 * feature (features never import each other, DESIGN.md §2).
 *
 * The component table's pages (GET /product/{id}/components) live under the product's key,
 * so whatever refreshes the product refreshes its pages too, and an in-place change of a
 * material reaches the pages that show it.
 */
import type { BomPage, Material, Product } from '@partproof/shared';
import type { QueryClient } from '@tanstack/react-query';

/** The products feature's detail key (its factory builds on this one). */
export const productDetailKey = (productId: number) => ['products', 'detail', productId] as const;

/** The prefix of every cached page of the product's component table. */
export const productComponentsKey = (productId: number) =>
  [...productDetailKey(productId), 'components'] as const;

/** Reads the product and its component pages again (the key matches them as a prefix). */
export function refreshProduct(queryClient: QueryClient, productId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: productDetailKey(productId) });
}

/** Merges changes into the materials of the cached pages (by id), each row keeping the rest. */
function mergeIntoPages(
  queryClient: QueryClient,
  productId: number,
  changes: ReadonlyMap<number, Partial<Material>>,
): void {
  if (changes.size === 0) return;
  const merge = (m: Material) => {
    const change = changes.get(m.id);
    return change ? { ...m, ...change } : m;
  };
  queryClient.setQueriesData<BomPage>({ queryKey: productComponentsKey(productId) }, (page) =>
    page
      ? {
          ...page,
          data: page.data.map((row) => ({
            ...row,
            ...merge(row),
            variations: row.variations.map(merge),
          })),
        }
      : page,
  );
}

/** The fields of `after` that differ from `before`. */
function changedFields(before: Material, after: Material): Partial<Material> {
  const keys = Object.keys(after) as (keyof Material)[];
  return Object.fromEntries(
    keys.filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]),
  );
}

/**
 * Changes the cached product in place, e.g. one material or one count, and the same
 * materials in the cached component pages. Without a cached product the pages are read again.
 *
 * The pages get only the fields the update changed, not the product's whole material: the
 * pages may have been read after the product (a flag resolved, the pages already read again,
 * the product's read still under way), and the product's older flag must not come back with
 * a live event's new RoHS status.
 */
export function updateCachedProduct(
  queryClient: QueryClient,
  productId: number,
  update: (product: Product) => Product,
): void {
  const before = queryClient.getQueryData<Product>(productDetailKey(productId));
  if (!before) {
    void queryClient.invalidateQueries({ queryKey: productComponentsKey(productId) });
    return;
  }
  const after = update(before);
  queryClient.setQueryData<Product>(productDetailKey(productId), after);
  const previous = new Map(before.materials.map((m) => [m.id, m]));
  const changes = new Map<number, Partial<Material>>();
  for (const material of after.materials) {
    const old = previous.get(material.id);
    if (old !== material) changes.set(material.id, old ? changedFields(old, material) : material);
  }
  mergeIntoPages(queryClient, productId, changes);
}

/**
 * Keeps the cached product in step with a single changed material, so an inline edit or a
 * critical toggle does not refetch a 2,000-component product.
 */
export function replaceCachedMaterial(queryClient: QueryClient, material: Material): void {
  queryClient.setQueryData<Product>(productDetailKey(material.productId), (product) =>
    product
      ? {
          ...product,
          materials: product.materials.map((m) => (m.id === material.id ? material : m)),
        }
      : product,
  );
  mergeIntoPages(queryClient, material.productId, new Map([[material.id, material]]));
}
