/**
 * Hands items to `handle` in the order they arrived, in batches: whatever arrived while
 * the previous batch was being handled goes out together. The live feed re-reads its
 * sockets' users once per batch, so a burst of notices (a 500-component search) pays for
 * that query once, not once per notice.
 */
export interface BatchQueue<T> {
  push: (item: T) => void;
  /** Resolves once everything pushed so far has been handled. */
  idle: () => Promise<void>;
}

export function batchQueue<T>(
  handle: (batch: T[]) => Promise<void>,
  onError: (err: unknown) => void,
): BatchQueue<T> {
  const pending: T[] = [];
  let running: Promise<void> | null = null;
  const run = async () => {
    while (pending.length > 0) {
      const batch = pending.splice(0);
      try {
        await handle(batch);
      } catch (err) {
        onError(err);
      }
    }
    running = null;
  };
  return {
    push(item) {
      pending.push(item);
      running ??= run();
    },
    idle: () => running ?? Promise.resolve(),
  };
}
