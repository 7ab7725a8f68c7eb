/** POST /user/remove {id} → {message}: deletes the account (its products stay). */
import { userApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export function removeUser(id: number) {
  return call(userApi.remove, { body: { id } });
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
