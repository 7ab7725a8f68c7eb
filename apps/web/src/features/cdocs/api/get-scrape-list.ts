/** GET /list (admin) → {data: [scrape runs, newest first], total}: the scraping-list viewer. */
import { certificateSearchApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { hasActiveScrapes } from '../utils/scrape-status';
import { cdocKeys } from './query-keys';

export function getScrapeList() {
  return call(certificateSearchApi.scrapes, {});
}

export function scrapeListQueryOptions() {
  return queryOptions({
    queryKey: cdocKeys.scrapeList(),
    queryFn: getScrapeList,
    staleTime: 0,
    // Queued and running jobs change on their own; finished lists only change on Refresh.
    refetchInterval: (query) => (hasActiveScrapes(query.state.data?.data ?? []) ? 5000 : false),
  });
}

export function useScrapeList(enabled: boolean) {
  return useQuery({ ...scrapeListQueryOptions(), enabled });
}
