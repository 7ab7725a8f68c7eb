/** POST /user/forget-password {email} → 201 {message}. */
import { authApi, type ForgetPassword } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function forgetPassword(input: ForgetPassword) {
  return call(authApi.forgetPassword, { body: input });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
