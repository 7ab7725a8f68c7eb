/** POST /standard-substitutions/all → standards, product types, markets, development statuses. */
import { lookupApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productsKeys } from './query-keys';

export function getLookups() {
  return call(lookupApi.all, { body: {} });
}

export function lookupsQueryOptions() {
  return queryOptions({ queryKey: productsKeys.lookups(), queryFn: getLookups, staleTime: 60_000 });
}

export function useLookups() {
  return useQuery(lookupsQueryOptions());
}
