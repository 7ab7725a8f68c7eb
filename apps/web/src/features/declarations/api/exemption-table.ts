/**
 * GET /rohs/exemptions → the Annex III table in force; POST /rohs/exemptions (multipart
 * `file`: JSON as the GET answers it, `dryRun`) → the impact of a new version. An applied
 * version changes statuses everywhere, so every list is read again.
 */
import { lawApi, type UploadInput } from '@partproof/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { declarationKeys } from './query-keys';

export function getExemptionTable() {
  return call(lawApi.exemptions, { query: {} });
}

export function useExemptionTable(enabled: boolean) {
  return useQuery({
    queryKey: declarationKeys.exemptionTable(),
    queryFn: getExemptionTable,
    enabled,
  });
}

export function importExemptionTable(input: UploadInput<typeof lawApi.importExemptions.form>) {
  return call(lawApi.importExemptions, input);
}

export function useImportExemptionTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importExemptionTable,
    // The form shows the file's errors beside it.
    meta: { ownErrors: true },
    onSuccess: (answer) => {
      if (!answer.dryRun) return queryClient.invalidateQueries();
    },
  });
}
