/**
 * GET /material/search-runs?productId= → the latest search of each searched material. The
 * cache holds it per material as the spec's ranProducts, so the live feed can update it.
 */
import { certificateSearchApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { runsFromSearchRuns } from '../utils/live-events';
import { certificateSearchKeys } from './query-keys';

export async function getSearchRuns(productId: number) {
  const result = await call(certificateSearchApi.searchRuns, { query: { productId } });
  return runsFromSearchRuns(result.data);
}

export function searchRunsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: certificateSearchKeys.searchRuns(productId),
    queryFn: () => getSearchRuns(productId),
  });
}

export function useSearchRuns(productId: number) {
  return useQuery(searchRunsQueryOptions(productId));
}
