/** /sign-out (spec §2): drops the stored token and every cached answer, then shows /login. */
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Navigate } from 'react-router';
import { clearToken } from '@/lib/token-store';

export function SignOutRoute() {
  const queryClient = useQueryClient();
  // A layout effect runs before <Navigate>'s effect, so /login already sees a guest.
  useLayoutEffect(() => {
    clearToken();
    queryClient.clear();
  }, [queryClient]);
  return <Navigate to="/login" replace />;
}
