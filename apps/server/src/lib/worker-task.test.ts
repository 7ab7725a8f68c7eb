import { describe, expect, it } from 'vitest';
import { siblingModule, WorkerLimitError, workerTask } from './worker-task.js';

const fixture = (name: string) => new URL(`../../test/fixtures/workers/${name}`, import.meta.url);
const limits = { heapMb: 64, timeoutMs: 20_000, atOnce: 2 };

describe('worker tasks', () => {
  it('answers with the worker’s result', async () => {
    const double = workerTask<number, number>(fixture('double.mjs'), limits);
    await expect(Promise.all([1, 2, 3].map((n) => double(n)))).resolves.toEqual([2, 4, 6]);
  });

  it('stops a worker that passes its heap limit, and the caller goes on', async () => {
    const hog = workerTask<null, never>(fixture('hog.mjs'), limits);
    await expect(hog(null)).rejects.toEqual(new WorkerLimitError('memory'));
    await expect(hog(null)).rejects.toBeInstanceOf(WorkerLimitError);
  });

  it('stops a worker that passes its deadline', async () => {
    const spin = workerTask<null, never>(fixture('spin.mjs'), { ...limits, timeoutMs: 300 });
    await expect(spin(null)).rejects.toEqual(new WorkerLimitError('time'));
  });

  it('runs no more workers at once than allowed; the others wait their turn', async () => {
    const shared = new SharedArrayBuffer(8);
    const counted = workerTask<SharedArrayBuffer, null>(fixture('count.mjs'), limits);
    await Promise.all(Array.from({ length: 5 }, () => counted(shared)));
    const [running, most] = new Int32Array(shared);
    expect(running).toBe(0);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(limits.atOnce);
  });

  it('finds the worker module next to the caller, in the caller’s language', () => {
    expect(siblingModule('file:///app/dist/src/read-xlsx.js', 'xlsx-worker').href).toBe(
      'file:///app/dist/src/xlsx-worker.js',
    );
    expect(siblingModule('file:///app/src/read-xlsx.ts', 'xlsx-worker').href).toBe(
      'file:///app/src/xlsx-worker.ts',
    );
  });
});
