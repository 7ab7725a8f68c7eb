/** POST /user/update (multipart) with isTermsAccept=true: the user accepts the trial terms. */
import { userApi } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function acceptTerms() {
  const form = new FormData();
  form.set('isTermsAccept', 'true');
  return call(userApi.updateProfile, { form });
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
