/**
 * POST /rohs/upload (multipart: the form's fields, lists as JSON, `materialID`, `files`) →
 * 201 the declaration: 'Add new material declaration'.
 */
import { declarationApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { uploadFormData, type DeclarationFormValues } from '../utils/declaration-form';
import { refreshDeclarations } from './refresh-declarations';

export interface UploadDeclarationInput {
  values: DeclarationFormValues;
  files: File[];
  /** The material the dialog was opened for: the server fetches for it at once. */
  materialId?: number;
  productId?: number;
}

export function uploadDeclaration({ values, files, materialId }: UploadDeclarationInput) {
  return call(declarationApi.upload, { form: uploadFormData(values, files, materialId) });
}

export function useUploadDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDeclaration,
    onSuccess: (_declaration, { productId }) => refreshDeclarations(queryClient, productId),
  });
}
