/** POST /rohs/updateRohs {id, …fields} → the declaration: Edit in the RoHS certificate dialog. */
import { declarationApi, type DeclarationUpdate } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshDeclarations } from './refresh-declarations';

export function updateDeclaration(body: DeclarationUpdate) {
  return call(declarationApi.update, { body });
}

export function useUpdateDeclaration(productId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeclaration,
    onSuccess: () => refreshDeclarations(queryClient, productId),
  });
}
