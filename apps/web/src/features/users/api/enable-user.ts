/** POST /user/enable {id} → {affected, user}: a disabled user may sign in again. */
import { userApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export function enableUser(id: number) {
  return call(userApi.enable, { body: { id } });
}

export function useEnableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
