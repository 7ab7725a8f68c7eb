/**
 * POST /material/find-certificates {materials, webScraping, runAll, productId?} → 202 {jobId}
 * (admin). Progress arrives on the live feed; the search runs are read again so a reload
 * and this tab agree.
 */
import { FindCertificatesResultSchema } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { certificateSearchKeys } from './query-keys';

export interface FindCertificates {
  productId: number;
  materials: number[];
  webScraping: boolean;
  runAll: boolean;
}

export function findCertificates({ productId, materials, webScraping, runAll }: FindCertificates) {
  return api.post(
    '/material/find-certificates',
    runAll ? { materials: [], webScraping, runAll, productId } : { materials, webScraping, runAll },
    FindCertificatesResultSchema,
  );
}

export function useFindCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: findCertificates,
    onSuccess: (_result, { productId }) =>
      queryClient.invalidateQueries({ queryKey: certificateSearchKeys.searchRuns(productId) }),
  });
}
