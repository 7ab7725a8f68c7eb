/** POST /user/update (multipart) with isTermsAccept=true: the user accepts the trial terms. */
import { AffectedSchema } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function acceptTerms() {
  const form = new FormData();
  form.set('isTermsAccept', 'true');
  return api.postForm('/user/update', form, AffectedSchema);
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
