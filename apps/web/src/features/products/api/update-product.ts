/** POST /product/update {id, name, …, isBenchmark?} → the updated product (Edit Product modal). */
import { productApi, type ProductUpdate } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshLookups } from '@/lib/lookup-cache';
import { productsKeys } from './query-keys';

export function updateProduct(input: ProductUpdate) {
  return call(productApi.update, { body: input });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // A title the user typed is stored as a new lookup: the lists are read again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productsKeys.all }),
        refreshLookups(queryClient),
      ]),
  });
}
