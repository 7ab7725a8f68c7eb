/** POST /cdocs/import (admin; multipart `file`, CSV or xlsx) → {imported, updated, skipped, errors}. */
import { CdocImportResultSchema } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { manufacturersKeys } from './query-keys';

export function importCdocs(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.postForm('/cdocs/import', form, CdocImportResultSchema);
}

export function useImportCdocs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCdocs,
    // An import can bring new holders, so the select's options are refreshed with the pages.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manufacturersKeys.all }),
  });
}
