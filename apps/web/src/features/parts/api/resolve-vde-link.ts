/**
 * POST /scrapers/vde/link {model, manufacturer, certificateNo} → {result, url}: a VDE
 * record's link is resolved on click. Any failure reads as "no link", so the caller shows
 * the spec's 'Link not work' rather than a second, generic error toast.
 */
import { VdeLinkResultSchema } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface VdeLinkRequest {
  model: string;
  manufacturer: string;
  certificateNo: string;
}

export function resolveVdeLink(input: VdeLinkRequest) {
  return api.post('/scrapers/vde/link', input, VdeLinkResultSchema);
}

export function useResolveVdeLink() {
  return useMutation({
    mutationFn: (input: VdeLinkRequest) =>
      resolveVdeLink(input).catch(() => ({ result: false, url: null })),
  });
}
