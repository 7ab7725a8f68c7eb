/** GET /rohs/getRohsFiles/{materialId} → the declarations covering the material's part. */
import { declarationApi } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { declarationKeys } from './query-keys';

export function getMaterialDeclarations(materialId: number) {
  return call(declarationApi.ofMaterial, { params: { id: materialId } });
}

export function materialDeclarationsQueryOptions(materialId: number) {
  return queryOptions({
    queryKey: declarationKeys.ofMaterial(materialId),
    queryFn: () => getMaterialDeclarations(materialId),
  });
}

export function useMaterialDeclarations(materialId: number, enabled: boolean) {
  return useQuery({ ...materialDeclarationsQueryOptions(materialId), enabled });
}
