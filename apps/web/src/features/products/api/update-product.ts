/** POST /product/update {id, name, …, isBenchmark?} → the updated product (Edit Product modal). */
import { ProductSchema, type ProductUpdate } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKeys } from './query-keys';

export function updateProduct(input: ProductUpdate) {
  return api.post('/product/update', input, ProductSchema);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
