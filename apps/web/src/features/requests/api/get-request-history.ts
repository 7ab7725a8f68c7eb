/** POST /manufacture-mails/get-mails {names} → what was sent to those manufacturers, newest first. */
import { requestApi } from '@partproof/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export function getRequestHistory(names: string[]) {
  return call(requestApi.history, { body: { names } });
}

export function useRequestHistory(names: string[], enabled: boolean) {
  return useQuery({
    queryKey: requestKeys.history(names),
    queryFn: () => getRequestHistory(names),
    enabled,
  });
}
