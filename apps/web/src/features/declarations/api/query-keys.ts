/** Query keys of the declarations feature (a material's declarations, the Documents lists). Add keys; don't rename. */
export interface DocumentsPageParams {
  page: number;
  searchType?: string;
  query?: string;
}

export const declarationKeys = {
  all: ['declarations'] as const,
  ofMaterials: () => [...declarationKeys.all, 'of-material'] as const,
  ofMaterial: (materialId: number) => [...declarationKeys.ofMaterials(), materialId] as const,
  documents: () => [...declarationKeys.all, 'documents'] as const,
  documentsPage: (params: DocumentsPageParams) => [...declarationKeys.documents(), params] as const,
  certificates: () => [...declarationKeys.all, 'certificate-documents'] as const,
  certificatesPage: (params: DocumentsPageParams) =>
    [...declarationKeys.certificates(), params] as const,
  exemptionTable: () => [...declarationKeys.all, 'exemption-table'] as const,
};
