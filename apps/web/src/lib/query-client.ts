/**
 * The app's QueryClient. Failed queries and mutations are toasted here — the single place
 * that shows an `ApiError` to the user (STYLE.md §3). A query or mutation that shows its
 * failure itself (the supplier page's clear page, the spec's fixed mail-send texts) says so
 * with `meta: { ownErrors: true }`.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { ownErrors?: boolean };
    mutationMeta: { ownErrors?: boolean };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.code === 'TIMEOUT') return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.ownErrors) notifyError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.ownErrors) notifyError(error);
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
