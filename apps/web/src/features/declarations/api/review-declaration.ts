/**
 * POST /rohs/update {materialId, rohsStatus, declarationId} → the material: Approve (2),
 * Reject (8) or Back to review (1) of one declaration. The review is the declaration's, so
 * every part it covers may change: the lists and the product are read again.
 */
import { declarationApi, type RohsUpdate } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshDeclarations } from './refresh-declarations';

export function reviewDeclaration(body: RohsUpdate) {
  return call(declarationApi.review, { body });
}

export function useReviewDeclaration(productId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDeclaration,
    onSuccess: () => refreshDeclarations(queryClient, productId),
  });
}
