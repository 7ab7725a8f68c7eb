/**
 * POST /manufacture-mails → 201 {result, message, requestId}. Spec §8 answers a mail send
 * with 'Mails Sent Successfully!' or 'Something Went Wrong!', so the caller toasts either
 * itself. The asked parts become 3 Waiting for reply: the product and histories refresh.
 */
import { requestApi, type MailRequestInput } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshProduct } from '@/lib/product-cache';
import { requestKeys } from './query-keys';

export function sendRequest(body: MailRequestInput) {
  return call(requestApi.send, { body });
}

export function useSendRequest(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRequest,
    meta: { ownErrors: true },
    onSuccess: () =>
      Promise.all([
        refreshProduct(queryClient, productId),
        queryClient.invalidateQueries({ queryKey: requestKeys.histories() }),
      ]),
  });
}
