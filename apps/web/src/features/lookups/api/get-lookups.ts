/** POST /standard-substitutions/all → standards, product types, markets, development statuses. */
import { lookupApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { LookupsQuery } from '@/lib/lookup-cache';
import { lookupKeys } from './query-keys';

export function getLookups() {
  return call(lookupApi.all, { body: {} });
}

/** Handed by the routes to the products feature, which shows the lists (and gives the bom wizard). */
export function lookupsQueryOptions(): LookupsQuery {
  return queryOptions({ queryKey: lookupKeys.lists(), queryFn: getLookups, staleTime: 60_000 });
}

export function useLookups() {
  return useQuery(lookupsQueryOptions());
}
