/**
 * GET /supply/{secret} (public) → {provider, manufacturer, parts, expiresAt, received}. An
 * unknown, expired, revoked or malformed link answers 404 with one message, which the page
 * shows as its clear page instead of a toast; such an answer is final, so no retry.
 */
import { supplyApi } from '@partproof/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { supplyKeys } from './query-keys';

export function getSupplyInfo(secret: string) {
  return call(supplyApi.info, { params: { secret } }, { anonymous: true });
}

export function useSupplyInfo(secret: string) {
  return useQuery({
    queryKey: supplyKeys.info(secret),
    queryFn: () => getSupplyInfo(secret),
    meta: { ownErrors: true },
    retry: false,
  });
}
