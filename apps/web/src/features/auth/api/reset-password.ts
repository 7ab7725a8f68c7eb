/** POST /user/reset-password {id, password} → 201 {message}. */
import { MessageSchema, type ResetPassword } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(input: ResetPassword) {
  return api.post('/user/reset-password', input, MessageSchema);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
