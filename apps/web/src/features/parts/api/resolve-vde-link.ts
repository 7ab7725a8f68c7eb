/**
 * POST /scrapers/vde/link {model, manufacturer, certificateNo} → {result, url}: a VDE
 * record's link is resolved on click. Any failure reads as "no link", so the caller shows
 * the spec's 'Link not work' rather than a second, generic error toast.
 */
import { certificateSearchApi } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';

type VdeLinkRequest = BodyOf<typeof certificateSearchApi.vdeLink>;

export function resolveVdeLink(input: VdeLinkRequest) {
  return call(certificateSearchApi.vdeLink, { body: input });
}

export function useResolveVdeLink() {
  return useMutation({
    mutationFn: (input: VdeLinkRequest) =>
      resolveVdeLink(input).catch(() => ({ result: false, url: null })),
  });
}
