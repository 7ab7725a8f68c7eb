/** POST /user/updateUser {id, changed fields} → {affected, user}. */
import { AffectedSchema, type UpdateUser } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export function updateUser(input: UpdateUser) {
  return api.post('/user/updateUser', input, AffectedSchema);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
