/** GET /mails?page&size → {data, total} (admins only; DESIGN.md §5.11). */
import { mailApi } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { mailsKeys } from './query-keys';

export function getMails(page: number, size: number) {
  return call(mailApi.list, { query: { page, size } });
}

export function mailsQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: mailsKeys.list(page, size),
    queryFn: () => getMails(page, size),
    placeholderData: keepPreviousData,
  });
}

export function useMails(page: number, size: number) {
  return useQuery(mailsQueryOptions(page, size));
}
