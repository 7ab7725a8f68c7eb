/** POST /user/updateUser {id, changed fields} → {affected, user}. */
import { userApi, type UpdateUser } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export function updateUser(input: UpdateUser) {
  return call(userApi.updateUser, { body: input });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
