/** POST /material/temp-certificates/by/material/{id} {page, size} → the candidates (admin). */
import { certificateReviewApi } from '@partproof/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { certificateReviewKeys } from './query-keys';

/** The Temporary certificates dialog shows 10 a page (spec §9). */
export const TEMP_CERTIFICATES_PAGE_SIZE = 10;

export function getTempCertificates(materialId: number, page: number) {
  return call(certificateReviewApi.tempCertificates, {
    params: { id: materialId },
    body: { page, size: TEMP_CERTIFICATES_PAGE_SIZE },
  });
}

export function tempCertificatesQueryOptions(materialId: number, page: number) {
  return queryOptions({
    queryKey: certificateReviewKeys.tempCertificatePage(materialId, page),
    queryFn: () => getTempCertificates(materialId, page),
    placeholderData: keepPreviousData,
  });
}

export function useTempCertificates(materialId: number, page: number, enabled: boolean) {
  return useQuery({ ...tempCertificatesQueryOptions(materialId, page), enabled });
}
