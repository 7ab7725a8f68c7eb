/** Query keys of the certificate-review feature (a material's candidates and records). Add keys; don't rename. */
export const certificateReviewKeys = {
  all: ['certificate-review'] as const,
  tempCertificates: (materialId: number) =>
    [...certificateReviewKeys.all, 'temp-certificates', materialId] as const,
  tempCertificatePage: (materialId: number, page: number) =>
    [...certificateReviewKeys.tempCertificates(materialId), page] as const,
  approvedCertificates: (materialId: number) =>
    [...certificateReviewKeys.all, 'approved-certificates', materialId] as const,
};
