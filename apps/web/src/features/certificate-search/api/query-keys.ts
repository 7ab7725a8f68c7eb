/** Query keys of the certificate-search feature (the search runs of a product). Add keys; don't rename. */
export const certificateSearchKeys = {
  all: ['certificate-search'] as const,
  searchRuns: (productId: number) =>
    [...certificateSearchKeys.all, 'search-runs', productId] as const,
};
