import { describe, expect, it } from 'vitest';
import { createFrameBatcher, type FrameClock } from './frame-batcher';

/** A clock whose time, animation frames and timers move only when the test says so. */
function manualClock() {
  let time = 0;
  let nextHandle = 1;
  const frames = new Map<number, () => void>();
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: FrameClock = {
    now: () => time,
    requestFrame: (callback) => {
      const handle = nextHandle++;
      frames.set(handle, callback);
      return handle;
    },
    cancelFrame: (handle) => void frames.delete(handle),
    setTimer: (callback, ms) => {
      const handle = nextHandle++;
      timers.set(handle, { at: time + ms, callback });
      return handle as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (handle) => void timers.delete(handle as unknown as number),
  };
  return {
    clock,
    /** One animation frame, 16 ms later. */
    frame: () => {
      time += 16;
      const callbacks = [...frames.values()];
      frames.clear();
      for (const callback of callbacks) callback();
    },
    /** Time passes without animation frames (a hidden tab): due timers run. */
    advance: (ms: number) => {
      time += ms;
      for (const [handle, timer] of [...timers]) {
        if (timer.at > time || !timers.has(handle)) continue;
        timers.delete(handle);
        timer.callback();
      }
    },
    pending: () => frames.size + timers.size,
  };
}

function collect<T>(options: { minIntervalMs?: number; fallbackMs?: number } = {}) {
  const time = manualClock();
  const batches: T[][] = [];
  const batcher = createFrameBatcher<T>((items) => batches.push(items), {
    clock: time.clock,
    ...options,
  });
  return { time, batches, batcher };
}

describe('createFrameBatcher', () => {
  it('hands over everything queued, in order, once at the next animation frame', () => {
    const { time, batches, batcher } = collect<number>();
    for (let i = 0; i < 1000; i++) batcher.push(i);
    expect(batches).toEqual([]);
    time.frame();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    // The fallback timer was cancelled with the frame.
    expect(time.pending()).toBe(0);
    time.advance(1000);
    expect(batches).toHaveLength(1);
  });

  it('waits the least interval after a batch before the next one', () => {
    const { time, batches, batcher } = collect<number>({ minIntervalMs: 250 });
    batcher.push(1);
    time.frame();
    expect(batches).toEqual([[1]]);
    batcher.push(2);
    batcher.push(3);
    time.frame();
    time.frame();
    expect(batches).toHaveLength(1);
    time.advance(250);
    time.frame();
    expect(batches).toEqual([[1], [2, 3]]);
    // After a quiet spell the next item goes at the next frame.
    time.advance(1000);
    batcher.push(4);
    time.frame();
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('flushes on the timer when no animation frame comes (a hidden tab)', () => {
    const { time, batches, batcher } = collect<string>({ minIntervalMs: 250, fallbackMs: 100 });
    batcher.push('a');
    batcher.push('b');
    time.advance(99);
    expect(batches).toEqual([]);
    time.advance(1);
    expect(batches).toEqual([['a', 'b']]);
    expect(time.pending()).toBe(0);
    batcher.push('c');
    time.advance(250);
    time.advance(100);
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('queues what arrives while a batch is applied for the next batch', () => {
    const time = manualClock();
    const batches: number[][] = [];
    const batcher = createFrameBatcher<number>(
      (items) => {
        batches.push(items);
        if (items.includes(1)) batcher.push(99);
      },
      { clock: time.clock, minIntervalMs: 0 },
    );
    batcher.push(1);
    time.frame();
    expect(batches).toEqual([[1]]);
    time.frame();
    expect(batches).toEqual([[1], [99]]);
  });

  it('flushes at once on demand (unmount), and cancel drops the queue', () => {
    const { time, batches, batcher } = collect<number>();
    batcher.push(1);
    batcher.push(2);
    batcher.flush();
    expect(batches).toEqual([[1, 2]]);
    expect(time.pending()).toBe(0);
    batcher.flush();
    expect(batches).toHaveLength(1);

    batcher.push(3);
    batcher.cancel();
    expect(time.pending()).toBe(0);
    time.frame();
    time.advance(1000);
    batcher.flush();
    expect(batches).toHaveLength(1);
  });

  it('uses a timer alone without requestAnimationFrame (the default clock in node)', async () => {
    const batches: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => batches.push(items), {
      fallbackMs: 1,
    });
    batcher.push(1);
    batcher.push(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches).toEqual([[1, 2]]);
  });
});
