/** POST /user/forget-password {email} → 201 {message}. */
import { MessageSchema, type ForgetPassword } from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function forgetPassword(input: ForgetPassword) {
  return api.post('/user/forget-password', input, MessageSchema);
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
