/**
 * POST /manufacturer/scrap (admin) → {message}. A request that never got an answer (network
 * failure, timeout) is not an error to the user: the scrape may be running, so it resolves with
 * the spec's 'Scraping in progress' (§8). Server refusals stay errors and are toasted as such.
 */
import { certificateSearchApi, SEARCH_MSG } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { manufacturerScrapBody } from '../utils/cdoc-query';
import { cdocKeys } from './query-keys';

export async function scrapManufacturer(manufacturer: string) {
  try {
    return await call(certificateSearchApi.manufacturerScrap, {
      body: manufacturerScrapBody(manufacturer),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0)
      return { message: SEARCH_MSG.scrapingInProgress };
    throw error;
  }
}

export function useScrapManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scrapManufacturer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cdocKeys.scrapeList() }),
  });
}
