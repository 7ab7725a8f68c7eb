/** POST /manufacture-mails/revoke {requestId} → {result, message}: ends a supplier link at once. */
import { requestApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshProduct } from '@/lib/product-cache';
import { requestKeys } from './query-keys';

export function revokeRequest(requestId: number) {
  return call(requestApi.revoke, { body: { requestId } });
}

export function useRevokeRequest(productId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRequest,
    // A revoked request no longer holds its parts at 3 Waiting for reply.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.histories() }),
        productId === undefined ? undefined : refreshProduct(queryClient, productId),
      ]),
  });
}
