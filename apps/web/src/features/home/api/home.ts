/** The work queue (DESIGN.md §10.4): the counts and summaries, and one count's list. */
import { homeApi, type StaffQueueKey } from '@partproof/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const HOME_QUEUE_PAGE_SIZE = 20;

export function useHome() {
  return useQuery({
    queryKey: ['home'],
    queryFn: () => call(homeApi.get, { query: {} }),
    // The day's work changes with every review: read it afresh whenever /home opens.
    staleTime: 0,
  });
}

export function useHomeQueue(key: StaffQueueKey | null, page: number) {
  return useQuery({
    queryKey: ['home', 'queue', key, page],
    queryFn: () =>
      call(homeApi.queue, {
        query: { key: key ?? 'productsInReview', page, size: HOME_QUEUE_PAGE_SIZE },
      }),
    enabled: key !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
