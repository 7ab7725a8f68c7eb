/**
 * POST /rohs/read (multipart `file`; admins with the RoHS flag) → the reader's proposal for
 * the form. Nothing is stored; OCR of a scan can take seconds.
 */
import { declarationApi } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function readDeclaration(file: File) {
  return call(declarationApi.read, { files: [file] });
}

export function useReadDeclaration() {
  // A failure is toasted like every other (query-client) and also shown in the dialog.
  return useMutation({ mutationFn: readDeclaration });
}
