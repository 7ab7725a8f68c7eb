/** POST /manufacture-mails/preview → {to, cc, subject, html, text, parts}: nothing is stored. */
import { requestApi, type MailRequestInput } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function previewRequest(body: MailRequestInput) {
  return call(requestApi.preview, { body });
}

export function usePreviewRequest() {
  return useMutation({ mutationFn: previewRequest });
}
