/**
 * POST /cdocs/import (admin; multipart `file`, CSV or xlsx, and optionally a `mapping` of
 * field → column index) → {imported, updated, skipped, errors}, or `needsMapping` with the
 * file's columns when its headers were not recognised.
 */
import { cdocApi, type CdocImportMapping } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { manufacturersKeys } from './query-keys';

export interface ImportCdocsInput {
  file: File;
  mapping?: CdocImportMapping;
  /** 1-based; the row the server took as the header row. */
  headerRow?: number;
}

export function importCdocs({ file, mapping, headerRow }: ImportCdocsInput) {
  const form = new FormData();
  form.append('file', file);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (headerRow !== undefined) form.append('headerRow', String(headerRow));
  return call(cdocApi.importCdocs, { form });
}

export function useImportCdocs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCdocs,
    // An import can bring new holders, so the select's options are refreshed with the pages.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manufacturersKeys.all }),
  });
}
