/**
 * POST /material/datasheet → the material: the datasheet upload dialog. A PDF goes as
 * multipart `materialId` + `file`, an address as JSON `{materialId, url}`. The part's
 * datasheet changes for every product using it; this page's row takes the answer.
 */
import { datasheetApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { replaceCachedMaterial } from '@/lib/product-cache';

export type DatasheetInput = { materialId: number } & ({ file: File } | { url: string });

export function setDatasheet(input: DatasheetInput) {
  const form = new FormData();
  form.set('materialId', String(input.materialId));
  if ('file' in input) form.set('file', input.file);
  else form.set('url', input.url.trim());
  return call(datasheetApi.set, { form });
}

export function useSetDatasheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDatasheet,
    onSuccess: (material) => replaceCachedMaterial(queryClient, material),
  });
}
