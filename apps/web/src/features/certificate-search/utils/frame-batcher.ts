/**
 * Collects items (live-feed messages) and hands them over together at an animation frame:
 * a search sends a frame per candidate, thousands a second, and handling each one alone (a
 * cache write and a re-render of the product page each) left the page minutes behind the
 * server. A batch follows the previous one by `minIntervalMs` at least, since each batch
 * re-renders the page (tens of ms for a large product); the first item after a quiet spell
 * goes at the next frame. A hidden tab gets no animation frames, so a timer flushes too;
 * whichever comes first wins.
 */

export interface FrameClock {
  now: () => number;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
  setTimer: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer: (handle: ReturnType<typeof setTimeout>) => void;
}

/** The browser's clock; without requestAnimationFrame (tests, workers) the timer alone. */
export const browserClock: FrameClock = {
  now: () => performance.now(),
  requestFrame: (callback) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => callback()) : -1,
  cancelFrame: (handle) => {
    if (handle !== -1 && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(handle);
  },
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle),
};

/** How long a batch waits at most when no animation frame comes (a hidden tab). */
export const BATCH_FALLBACK_MS = 100;

/** The least time between two batches: a busy feed re-renders the page 4 times a second. */
export const BATCH_MIN_INTERVAL_MS = 250;

export interface FrameBatcher<T> {
  /** Queues the item; the queue is handed over at the next animation frame (or timer). */
  push: (item: T) => void;
  /** Hands over what is queued now (nothing if the queue is empty). */
  flush: () => void;
  /** Drops what is queued and the scheduled hand-over. */
  cancel: () => void;
}

export function createFrameBatcher<T>(
  apply: (items: T[]) => void,
  {
    clock = browserClock,
    fallbackMs = BATCH_FALLBACK_MS,
    minIntervalMs = BATCH_MIN_INTERVAL_MS,
  } = {},
): FrameBatcher<T> {
  let queue: T[] = [];
  let frame: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastFlush = -Infinity;

  const unschedule = () => {
    if (frame !== null) clock.cancelFrame(frame);
    if (timer !== null) clock.clearTimer(timer);
    frame = null;
    timer = null;
  };

  const flush = () => {
    unschedule();
    if (queue.length === 0) return;
    lastFlush = clock.now();
    // A new queue before applying: anything pushed meanwhile goes to the next batch.
    const items = queue;
    queue = [];
    apply(items);
  };

  const atNextFrame = () => {
    frame = clock.requestFrame(flush);
    timer = clock.setTimer(flush, fallbackMs);
  };

  return {
    push: (item) => {
      queue.push(item);
      if (frame !== null || timer !== null) return;
      const wait = lastFlush + minIntervalMs - clock.now();
      if (wait <= 0) atNextFrame();
      else
        timer = clock.setTimer(() => {
          timer = null;
          atNextFrame();
        }, wait);
    },
    flush,
    cancel: () => {
      unschedule();
      queue = [];
    },
  };
}
