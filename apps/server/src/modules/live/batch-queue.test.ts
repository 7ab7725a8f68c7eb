import { describe, expect, it } from 'vitest';
import { batchQueue } from './batch-queue.js';

describe('batchQueue', () => {
  it('hands items over in order, what arrived meanwhile as one batch', async () => {
    const batches: number[][] = [];
    const queue = batchQueue<number>(
      async (batch) => {
        batches.push(batch);
        await Promise.resolve();
      },
      () => undefined,
    );
    queue.push(1);
    queue.push(2);
    queue.push(3);
    await queue.idle();
    queue.push(4);
    await queue.idle();
    expect(batches.flat()).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('a failing batch is reported and the next one still goes out', async () => {
    const errors: unknown[] = [];
    const handled: number[] = [];
    const queue = batchQueue<number>(
      (batch) => {
        if (batch.includes(1)) return Promise.reject(new Error('boom'));
        handled.push(...batch);
        return Promise.resolve();
      },
      (err) => errors.push(err),
    );
    queue.push(1);
    queue.push(2);
    await queue.idle();
    expect(handled).toEqual([2]);
    expect(errors).toHaveLength(1);
  });
});
