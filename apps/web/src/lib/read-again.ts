/**
 * Live events write into cached answers in place. A read of the same data that is under way
 * when they arrive was answered by the server before them (a busy server answers the read a
 * click started after the search it started has already ended), and its answer would
 * overwrite them when it lands. So the data is read once more after that read has settled.
 * It is not cancelled and restarted instead: during a long search events arrive every 250 ms,
 * and a restarted read would never finish.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The keys (as JSON) waiting for their reads to settle, per client: one more read each. */
const waiting = new WeakMap<QueryClient, Set<string>>();

/** Reads the queries under `queryKey` again once their reads under way have settled, if any. */
export function readAgainAfterCurrentRead(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.isFetching({ queryKey }) === 0) return;
  const keys = waiting.get(queryClient) ?? new Set<string>();
  waiting.set(queryClient, keys);
  const id = JSON.stringify(queryKey);
  if (keys.has(id)) return;
  keys.add(id);
  const cache = queryClient.getQueryCache();
  const stop = cache.subscribe(() => {
    if (queryClient.isFetching({ queryKey }) > 0) return;
    stop();
    keys.delete(id);
    void queryClient.invalidateQueries({ queryKey });
  });
}
