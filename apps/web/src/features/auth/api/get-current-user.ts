/** POST /user/checkAccessTokenAndGetUser — the startup profile refresh (spec §1, §8). */
import { authApi, type User } from '@partproof/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserLanguage } from '@/i18n/language';
import { switchLanguage } from '@/i18n/switch-language';
import { call } from '@/lib/api-client';
import { clearToken } from '@/lib/token-store';
import { authKeys } from './query-keys';

/**
 * With `token`, checks a token that is not stored yet (sign-in). The screens switch to the
 * user's language before the profile is handed on, so nothing shows in the wrong one.
 */
export async function getCurrentUser(token?: string): Promise<User> {
  const user = await call(authApi.currentUser, {}, { token });
  await switchLanguage(user.language ?? browserLanguage());
  return user;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: async () => {
      try {
        return await getCurrentUser();
      } catch (error) {
        // Spec §1: a failed refresh drops the stored token; the guards then show /login.
        clearToken();
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
