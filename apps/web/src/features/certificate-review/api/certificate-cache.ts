/**
 * After a certificate of one component changed (approved, attached, added, removed): its
 * candidates, its records and the product (the two counts in the table) are read again.
 * The live search (certificate-search) reaches the same cache through the helpers the
 * product page hands it.
 */
import type { ApprovedCertificateListSchema } from '@partproof/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { refreshProduct } from '@/lib/product-cache';
import { certificateReviewKeys } from './query-keys';

export interface MaterialRef {
  materialId: number;
  /** Left out where no product page is open (the Components screen). */
  productId?: number;
}

export function refreshMaterialCertificates(
  queryClient: QueryClient,
  { materialId, productId }: MaterialRef,
) {
  return Promise.all([
    refreshTempCertificates(queryClient, materialId),
    queryClient.invalidateQueries({
      queryKey: certificateReviewKeys.approvedCertificates(materialId),
    }),
    productId === undefined ? undefined : refreshProduct(queryClient, productId),
  ]);
}

export function refreshTempCertificates(queryClient: QueryClient, materialId: number) {
  return queryClient.invalidateQueries({
    queryKey: certificateReviewKeys.tempCertificates(materialId),
  });
}

/** The cdocs already approved for the material, as far as the cache knows them. */
export function cachedApprovedCdocIds(queryClient: QueryClient, materialId: number): Set<number> {
  const list = queryClient.getQueryData<z.infer<typeof ApprovedCertificateListSchema>>(
    certificateReviewKeys.approvedCertificates(materialId),
  );
  return new Set(list?.data.map((record) => record.cdoc.id) ?? []);
}
