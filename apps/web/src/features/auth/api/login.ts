/** POST /user/login, then the profile of the new token, then the token is stored. */
import { authApi, type Login, type User } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { setToken } from '@/lib/token-store';
import { getCurrentUser } from './get-current-user';
import { authKeys } from './query-keys';

export interface LoginInput extends Login {
  remember: boolean;
}

export function login({ email, password }: Login) {
  return call(authApi.login, { body: { email, password } });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<User> => {
      const { accessToken } = await login(input);
      const user = await getCurrentUser(accessToken);
      // Nothing of a previous session may leak into this one.
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.currentUser(), user);
      setToken(accessToken, input.remember);
      return user;
    },
  });
}
