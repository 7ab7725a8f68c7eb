/**
 * POST /cdocs/import (admin; multipart `file`, CSV or xlsx, and optionally a `mapping` of
 * field → column index and the 1-based `headerRow`) → {imported, updated, skipped, errors},
 * or `needsMapping` with the file's columns when its headers were not recognised.
 */
import { cdocApi, type FormValues, type UploadInput } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshManufacturerLists } from '@/lib/manufacturer-cache';
import { cdocKeys } from './query-keys';

/** The import's optional fields: a column mapping, and the row the server took as header. */
export type ImportCdocsFields = FormValues<typeof cdocApi.importCdocs.form>;

export function importCdocs(input: UploadInput<typeof cdocApi.importCdocs.form>) {
  return call(cdocApi.importCdocs, input);
}

export function useImportCdocs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCdocs,
    // An import can bring new holders, so the select's options are refreshed with the pages.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cdocKeys.all }),
        refreshManufacturerLists(queryClient),
      ]),
  });
}
