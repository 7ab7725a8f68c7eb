/** POST /rohs/deleteRohsFiles {ids} → {result, message}: Delete in the RoHS certificate dialog. */
import { declarationApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshDeclarations } from './refresh-declarations';

export function deleteDeclarations(ids: number[]) {
  return call(declarationApi.remove, { body: { ids } });
}

export function useDeleteDeclarations(productId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeclarations,
    onSuccess: () => refreshDeclarations(queryClient, productId),
  });
}
