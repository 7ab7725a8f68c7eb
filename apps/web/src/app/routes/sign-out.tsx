/**
 * /sign-out (spec §2): drops the stored token and every cached answer, then shows /login.
 * The server is told too (the token stops working everywhere); the page never waits for it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Navigate } from 'react-router';
import { signOutEverywhere } from '@/features/auth/api/sign-out';

export function SignOutRoute() {
  const queryClient = useQueryClient();
  // A layout effect runs before <Navigate>'s effect, so /login already sees a guest.
  useLayoutEffect(() => {
    void signOutEverywhere(() => queryClient.clear());
  }, [queryClient]);
  return <Navigate to="/login" replace />;
}
