/**
 * POST /substances/candidate-list (multipart `file`: the regulator's CSV/xlsx export, `date`:
 * the version date) → 201 {version, entries, recomputed}. A new version recomputes the
 * REACH statuses at once, so the lists are read again.
 */
import { declarationApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { declarationKeys } from './query-keys';

export interface CandidateListInput {
  file: File;
  /** The version date, YYYY-MM-DD. */
  date: string;
}

export function importCandidateList({ file, date }: CandidateListInput) {
  const form = new FormData();
  form.append('date', date);
  form.append('file', file);
  return call(declarationApi.candidateList, { form });
}

export function useImportCandidateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCandidateList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationKeys.all }),
  });
}
