/** GET /material/get/certificates/by/material/{id} → the component's certification records. */
import { ApprovedCertificateListSchema } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { certificateReviewKeys } from './query-keys';

export function getApprovedCertificates(materialId: number) {
  return api.get(
    `/material/get/certificates/by/material/${materialId}`,
    ApprovedCertificateListSchema,
  );
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
