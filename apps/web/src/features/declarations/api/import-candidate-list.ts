/**
 * POST /substances/candidate-list (multipart `file`: the regulator's CSV/xlsx export, `date`:
 * the version date, `dryRun`) → 201 the impact {changes, total} with the version. A dry run
 * stores nothing; an applied version changes statuses everywhere, so every list is read again.
 */
import { declarationApi, type UploadInput } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function importCandidateList(input: UploadInput<typeof declarationApi.candidateList.form>) {
  return call(declarationApi.candidateList, input);
}

export function useImportCandidateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCandidateList,
    onSuccess: (answer) => {
      if (!answer.dryRun) return queryClient.invalidateQueries();
    },
  });
}
