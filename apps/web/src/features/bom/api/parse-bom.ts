/**
 * POST /collectionProductMaterials/parseFile (multipart: file, productName, mapping?,
 * headerRow?) and POST /collectionProductMaterials/reparse {filePath, mapping?, headerRow?}:
 * the wizard's BOM import. Both answer the stored file, the detection and the components.
 */
import { bomApi, type BomMapping } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';

export interface ParseBomInput {
  file: File;
  productName: string;
  mapping?: BomMapping;
  headerRow?: number;
}

export function parseBom({ file, productName, mapping, headerRow }: ParseBomInput) {
  const form = new FormData();
  form.append('productName', productName);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (headerRow !== undefined) form.append('headerRow', String(headerRow));
  form.append('file', file, file.name);
  return call(bomApi.parseFile, { form });
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
