/**
 * POST /manufacturer {name}: a component may name a manufacturer the list does not have
 * yet; the contact dialog adds it so contacts can be kept for it.
 */
import { manufacturerApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export function createManufacturer(name: string) {
  return call(manufacturerApi.create, { body: { name } });
}

export function useCreateManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManufacturer,
    onSuccess: ({ result }, name) =>
      queryClient.setQueryData(requestKeys.manufacturer(name), result),
  });
}
