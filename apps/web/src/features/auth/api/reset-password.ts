/** POST /user/reset-password {id, password} → 201 {message}. */
import { authApi, type ResetPassword } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function resetPassword(input: ResetPassword) {
  return call(authApi.resetPassword, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
