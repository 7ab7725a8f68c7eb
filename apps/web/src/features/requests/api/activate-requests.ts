/**
 * POST /scrapers/product/rohs-send-mail {id, mailInfo} → {result, message, sent, skipped}:
 * 'Activate RoHS DoC collection'. The requested parts become 3 Waiting for reply.
 */
import { requestApi, type RohsSendMail } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshProduct } from '@/lib/product-cache';
import { requestKeys } from './query-keys';

export function activateRequests(body: RohsSendMail) {
  return call(requestApi.activate, { body });
}

export function useActivateRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateRequests,
    meta: { ownErrors: true },
    onSuccess: (_result, { id }) =>
      Promise.all([
        refreshProduct(queryClient, id),
        queryClient.invalidateQueries({ queryKey: requestKeys.histories() }),
      ]),
  });
}
