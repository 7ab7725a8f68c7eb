/**
 * POST /collectionProductMaterials/parseFile (multipart: `file`, and the fields productName?,
 * mapping?, headerRow?) and POST /collectionProductMaterials/reparse {filePath, mapping?,
 * headerRow?}: the wizard's BOM import. Both answer the stored file, the detection and the
 * components.
 */
import { bomApi, type UploadInput } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';

/** The BOM file and the form's fields (`call` writes the mapping as JSON). */
export type ParseBomInput = UploadInput<typeof bomApi.parseFile.form>;

export function parseBom(input: ParseBomInput) {
  return call(bomApi.parseFile, input);
}

/** Without a mapping, the columns are detected again (from `headerRow` when given). */
export type ReparseBomInput = BodyOf<typeof bomApi.reparse>;

export function reparseBom(input: ReparseBomInput) {
  return call(bomApi.reparse, { body: input });
}

export function useParseBom() {
  return useMutation({ mutationFn: parseBom });
}

export function useReparseBom() {
  return useMutation({ mutationFn: reparseBom });
}
