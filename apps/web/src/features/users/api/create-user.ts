/** POST /user/registration → 201 {message: 'customer created', id}. */
import { RegistrationResultSchema, type Registration } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export function createUser(input: Registration) {
  return api.post('/user/registration', input, RegistrationResultSchema);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
