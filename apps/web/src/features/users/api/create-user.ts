/** POST /user/registration → 201 {message: 'customer created', id}. */
import { userApi, type Registration } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export function createUser(input: Registration) {
  return call(userApi.register, { body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
