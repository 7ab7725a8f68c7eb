/** POST /user/update (multipart) with isTermsAccept=true: the user accepts the trial terms. */
import { userApi } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function acceptTerms() {
  return call(userApi.updateProfile, { form: { isTermsAccept: true } });
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
