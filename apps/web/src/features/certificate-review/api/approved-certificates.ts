/** GET /material/get/certificates/by/material/{id} → the component's certification records. */
import { certificateReviewApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { certificateReviewKeys } from './query-keys';

export function getApprovedCertificates(materialId: number) {
  return call(certificateReviewApi.approvedOfMaterial, { params: { id: materialId } });
}

export function approvedCertificatesQueryOptions(materialId: number) {
  return queryOptions({
    queryKey: certificateReviewKeys.approvedCertificates(materialId),
    queryFn: () => getApprovedCertificates(materialId),
  });
}

export function useApprovedCertificates(materialId: number, enabled: boolean) {
  return useQuery({ ...approvedCertificatesQueryOptions(materialId), enabled });
}
