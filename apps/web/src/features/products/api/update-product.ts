/** POST /product/update {id, name, …, isBenchmark?} → the updated product (Edit Product modal). */
import { productApi, type ProductUpdate } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productsKeys } from './query-keys';

export function updateProduct(input: ProductUpdate) {
  return call(productApi.update, { body: input });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
