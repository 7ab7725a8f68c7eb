/**
 * POST /material/datasheet (multipart) → the material: the datasheet upload dialog. The form
 * holds `materialId` and either a PDF under `file` or an address as `url` (trimmed by the
 * caller). The part's datasheet changes for every product using it; this page's row takes
 * the answer.
 */
import { datasheetApi, type UploadInput } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { replaceCachedMaterial } from '@/lib/product-cache';

export function setDatasheet(input: UploadInput<typeof datasheetApi.set.form>) {
  return call(datasheetApi.set, input);
}

export function useSetDatasheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDatasheet,
    onSuccess: (material) => replaceCachedMaterial(queryClient, material),
  });
}
