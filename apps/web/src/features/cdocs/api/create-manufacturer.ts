/** POST /manufacturer {name} (admin) → 201 {result, message}; refreshes the select's options. */
import { CreateManufacturerResultSchema, type CreateManufacturer } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { manufacturersKeys } from './query-keys';

export function createManufacturer(body: CreateManufacturer) {
  return api.post('/manufacturer', body, CreateManufacturerResultSchema);
}

export function useCreateManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManufacturer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manufacturersKeys.list() }),
  });
}
