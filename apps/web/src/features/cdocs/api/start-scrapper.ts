/** POST /search?search= (admin): the scrapper modal's product names → {message: 'Success'}. */
import { certificateSearchApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { cdocKeys } from './query-keys';

export function startScrapper(names: readonly string[]) {
  return call(certificateSearchApi.productScrape, { query: { search: names.join(',') } });
}

export function useStartScrapper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startScrapper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cdocKeys.scrapeList() }),
  });
}
