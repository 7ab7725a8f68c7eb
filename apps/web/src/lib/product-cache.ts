/**
 * The product detail answer (product/get) carries its materials and their certificate
 * counts, so the materials, certificate-review and certificate-search features all keep it
 * fresh. They share this one key and these helpers instead of importing the products
 * feature (features never import each other, DESIGN.md §2).
 */
import type { Material, Product } from '@partproof/shared';
import type { QueryClient } from '@tanstack/react-query';

/** The products feature's detail key (its factory builds on this one). */
export const productDetailKey = (productId: number) => ['products', 'detail', productId] as const;

export function refreshProduct(queryClient: QueryClient, productId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: productDetailKey(productId) });
}

/** Changes the cached product in place, e.g. one material or one count. */
export function updateCachedProduct(
  queryClient: QueryClient,
  productId: number,
  update: (product: Product) => Product,
): void {
  queryClient.setQueryData<Product>(productDetailKey(productId), (product) =>
    product ? update(product) : product,
  );
}

/**
 * Keeps the cached product in step with a single changed material, so an inline edit or a
 * critical toggle does not refetch a 2,000-component product.
 */
export function replaceCachedMaterial(queryClient: QueryClient, material: Material): void {
  updateCachedProduct(queryClient, material.productId, (product) => ({
    ...product,
    materials: product.materials.map((m) => (m.id === material.id ? material : m)),
  }));
}
