/**
 * Keeps the cached product in step with a single changed material, so an inline edit or a
 * critical toggle does not refetch a 2,000-component product.
 */
import type { Material, Product } from '@partproof/shared';
import type { QueryClient } from '@tanstack/react-query';
import { productsKeys } from '@/features/products/api/query-keys';

export function replaceCachedMaterial(queryClient: QueryClient, material: Material): void {
  queryClient.setQueryData<Product>(productsKeys.detail(material.productId), (product) =>
    product
      ? {
          ...product,
          materials: product.materials.map((m) => (m.id === material.id ? material : m)),
        }
      : product,
  );
}
