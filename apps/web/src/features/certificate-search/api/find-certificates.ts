/**
 * POST /material/find-certificates {materials, webScraping, runAll, productId?} → 202 {jobId}
 * (admin). Progress arrives on the live feed; the search runs are read again so a reload
 * and this tab agree.
 */
import { certificateSearchApi, type FindCertificatesInput } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { certificateSearchKeys } from './query-keys';

/** The search's product is always known here: its search runs are read again afterwards. */
export type FindCertificates = FindCertificatesInput & { productId: number };

export function findCertificates({ productId, materials, webScraping, runAll }: FindCertificates) {
  return call(certificateSearchApi.findCertificates, {
    body: runAll
      ? { materials: [], webScraping, runAll, productId }
      : { materials, webScraping, runAll },
  });
}

export function useFindCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: findCertificates,
    onSuccess: (_result, { productId }) =>
      queryClient.invalidateQueries({ queryKey: certificateSearchKeys.searchRuns(productId) }),
  });
}
