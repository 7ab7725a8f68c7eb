/**
 * The product's technical file (DESIGN.md §10.3): GET the matrix and findings, GET the
 * revisions, POST a new revision, and a revision's pack saved under the server's name.
 */
import { technicalFileApi, type GenerateTechnicalFile, type RiskTable } from '@partproof/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, saveBlob } from '@/lib/api-client';

export const technicalFileKeys = {
  all: (productId: number) => ['technical-file', productId] as const,
  file: (productId: number) => ['technical-file', productId, 'matrix'] as const,
  revisions: (productId: number) => ['technical-file', productId, 'revisions'] as const,
};

export function useTechnicalFile(productId: number) {
  return useQuery({
    queryKey: technicalFileKeys.file(productId),
    queryFn: () => call(technicalFileApi.get, { params: { id: productId }, query: {} }),
    // Read afresh each time the tab opens: a review on the Bill of Materials tab changes it.
    staleTime: 0,
  });
}

export function useTechnicalFileRevisions(productId: number) {
  return useQuery({
    queryKey: technicalFileKeys.revisions(productId),
    queryFn: () => call(technicalFileApi.revisions, { params: { id: productId }, query: {} }),
  });
}

export function useGenerateTechnicalFile(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateTechnicalFile) =>
      call(technicalFileApi.generate, { params: { id: productId }, body }),
    // The dialog shows a refusal (open findings, a missing field) beside the form.
    meta: { ownErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: technicalFileKeys.all(productId) }),
  });
}

export async function downloadPack(productId: number, number: number): Promise<void> {
  const { blob, fileName } = await download(technicalFileApi.pack, {
    params: { id: productId, number },
  });
  saveBlob(blob, fileName);
}

export const riskTableKey = ['technical-file', 'risk-table'] as const;

export function useRiskTable() {
  return useQuery({
    queryKey: riskTableKey,
    queryFn: () => call(technicalFileApi.riskTable, { query: {} }),
  });
}

export function useSaveRiskTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: RiskTable['rules']) =>
      call(technicalFileApi.saveRiskTable, { body: { rules } }),
    meta: { ownErrors: true },
    // Every product's assessment follows the table.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['technical-file'] }),
  });
}
