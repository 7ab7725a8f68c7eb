/** POST /search?search= (admin): the scrapper modal's product names → {message: 'Success'}. */
import { ScrapeStartedSchema } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { manufacturersKeys } from './query-keys';

export function startScrapper(names: readonly string[]) {
  return api.post('/search', undefined, ScrapeStartedSchema, { search: names.join(',') });
}

export function useStartScrapper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startScrapper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manufacturersKeys.scrapeList() }),
  });
}
