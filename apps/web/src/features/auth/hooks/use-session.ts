/** The session as the guards and screens see it: loading, guest, or a signed-in user. */
import type { User } from '@partproof/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAccessToken } from '@/lib/token-store';
import { useCurrentUserQuery } from '../api/get-current-user';
import { authKeys } from '../api/query-keys';

export type Session =
  { status: 'loading' } | { status: 'guest' } | { status: 'authenticated'; user: User };

export function useSession(): Session {
  const token = useAccessToken();
  const query = useCurrentUserQuery(token !== null);
  if (token === null) return { status: 'guest' };
  if (query.data) return { status: 'authenticated', user: query.data };
  if (query.isError) return { status: 'guest' };
  return { status: 'loading' };
}

/** The signed-in user; only for screens behind the sign-in guard. */
export function useCurrentUser(): User {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useCurrentUser outside a session');
  return session.user;
}

/** Replaces the cached profile after the user changed (terms accepted, own row edited). */
export function useSetCurrentUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => queryClient.setQueryData(authKeys.currentUser(), user),
    [queryClient],
  );
}
