/** POST /manufacturer {name} (admin) → 201 {result, message}; refreshes the select's options. */
import { manufacturerApi, type CreateManufacturer } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { manufacturerKeys } from './query-keys';

export function createManufacturer(body: CreateManufacturer) {
  return call(manufacturerApi.create, { body });
}

export function useCreateManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManufacturer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manufacturerKeys.lists() }),
  });
}
