/**
 * POST /substances/candidate-list (multipart `file`: the regulator's CSV/xlsx export, `date`:
 * the version date, YYYY-MM-DD) → 201 {version, entries, recomputed}. A new version
 * recomputes the REACH statuses at once, so the lists are read again.
 */
import { declarationApi, type UploadInput } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { declarationKeys } from './query-keys';

export function importCandidateList(input: UploadInput<typeof declarationApi.candidateList.form>) {
  return call(declarationApi.candidateList, input);
}

export function useImportCandidateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCandidateList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationKeys.all }),
  });
}
