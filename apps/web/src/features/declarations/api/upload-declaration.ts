/**
 * POST /rohs/upload (multipart: the form's fields, lists as JSON, `materialID`, `files`) →
 * 201 the declaration: 'Add new material declaration'. The fields come from `uploadFields`
 * (utils/declaration-form); `call` writes the form from the endpoint's definition.
 */
import { declarationApi, type UploadInput } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshDeclarations } from './refresh-declarations';

export type UploadDeclarationInput = UploadInput<typeof declarationApi.upload.form> & {
  /** The product page's product, read again afterwards. */
  productId?: number;
};

export function uploadDeclaration({ form, files }: UploadDeclarationInput) {
  return call(declarationApi.upload, { form, files });
}

export function useUploadDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDeclaration,
    onSuccess: (_declaration, { productId }) => refreshDeclarations(queryClient, productId),
  });
}
