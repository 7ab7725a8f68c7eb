/**
 * POST /material/get-docs-for-materials {materialsIds, runAll} → 202 {jobId, message}:
 * Fetch RoHS/REACH. Results arrive as `rohsUpdate` live events.
 */
import { declarationApi, type FetchDocs } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function fetchDocs(body: FetchDocs) {
  return call(declarationApi.fetchDocs, { body });
}

export function useFetchDocs() {
  return useMutation({ mutationFn: fetchDocs });
}
