import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/helpers.js';
import { AppError } from './app-error.js';
import { byteWorkerTask, WorkerLimitError, workerTask } from './worker-task.js';

const fixture = (name: string) => new URL(`../../test/fixtures/workers/${name}`, import.meta.url);
const limits = { heapMb: 64, memoryMb: 512, timeoutMs: 20_000, atOnce: 2 };
const scratch = mkdtempSync(path.join(tmpdir(), 'worker-task-'));

describe('worker tasks (child processes)', () => {
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('answers with the child’s result', async () => {
    const double = workerTask<number, number>(fixture('double.mjs'), limits);
    await expect(Promise.all([1, 2, 3].map((n) => double(n)))).resolves.toEqual([2, 4, 6]);
  });

  it('stops a child that passes its heap limit, and the caller goes on', async () => {
    const hog = workerTask<null, never>(fixture('hog.mjs'), limits);
    await expect(hog(null)).rejects.toEqual(new WorkerLimitError('memory'));
    await expect(hog(null)).rejects.toBeInstanceOf(WorkerLimitError);
  });

  it('stops a child whose ArrayBuffers (outside the heap) pass its memory limit', async () => {
    // A worker thread's heap limit let such a task take gigabytes (security issue 18).
    const buffers = workerTask<null, never>(fixture('buffers.mjs'), limits);
    await expect(buffers(null)).rejects.toEqual(new WorkerLimitError('memory'));
  });

  it('takes a canvas that its memory limit cannot hold for the limit, not a crash', async () => {
    // A 400 dpi scan rendered under the reader's limit failed this way (issue 20, r108).
    const draw = workerTask<number, number>(fixture('big-canvas.ts'), limits);
    await expect(draw(20_000)).rejects.toEqual(new WorkerLimitError('memory'));
    await expect(draw(100)).resolves.toBe(100);
  });

  it('runs a child with two malloc arenas, so its memory does not vary from run to run', async () => {
    const arenas = workerTask<null, string>(fixture('malloc-arenas.mjs'), limits);
    await expect(arenas(null)).resolves.toBe('2');
  });

  it('stops a child that passes its deadline', async () => {
    const spin = workerTask<null, never>(fixture('spin.mjs'), { ...limits, timeoutMs: 300 });
    await expect(spin(null)).rejects.toEqual(new WorkerLimitError('time'));
  });

  it('runs no more children at once than allowed; the others wait their turn', async () => {
    const log = path.join(scratch, 'count.log');
    const counted = workerTask<string, null>(fixture('count.mjs'), limits);
    await Promise.all(Array.from({ length: 5 }, () => counted(log)));
    const sequence = readFileSync(log, 'utf8');
    let running = 0;
    let most = 0;
    for (const step of sequence) {
      running += step === '+' ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(sequence).toHaveLength(10);
    expect(running).toBe(0);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(limits.atOnce);
  });

  it('runs a waiting call of the first lane before the later lane’s calls queued ahead of it', async () => {
    const file = path.join(scratch, 'lanes.log');
    const logged = workerTask<{ file: string; label: string }, null>(fixture('log.mjs'), {
      ...limits,
      atOnce: 1,
    });
    // The first call takes the one child; the others wait in their lanes.
    await Promise.all([
      logged({ file, label: 'supplier1' }, 'later'),
      logged({ file, label: 'supplier2' }, 'later'),
      logged({ file, label: 'supplier3' }, 'later'),
      logged({ file, label: 'staff' }, 'first'),
    ]);
    expect(readFileSync(file, 'utf8').trim().split(' ')).toEqual([
      'supplier1',
      'staff',
      'supplier2',
      'supplier3',
    ]);
  });

  it('passes megabytes in through stdin and back through the answer pipe, in order', async () => {
    const repeat = byteWorkerTask<{ times: number }>(fixture('repeat-bytes.ts'), limits);
    const bytes = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 251;
    const chunks = await repeat({ times: 2 }, bytes);
    // Pipe-sized pieces, not one joined copy.
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(Buffer.concat([bytes, bytes]))).toBe(true);
    await expect(repeat({ times: 0 }, bytes)).rejects.toEqual(
      new AppError('VALIDATION', 'times must be at least 1'),
    );
  });

  it('with a spare, a call finds its child already loaded; still one child per call', async () => {
    const pidFile = path.join(scratch, 'spare.pids');
    process.env.LOADED_AT_PID_FILE = pidFile;
    const loaded = workerTask<null, { pid: number; loadedAt: number }>(fixture('loaded-at.mjs'), {
      ...limits,
      spare: true,
    });
    const first = await loaded(null);
    // The spare is started once the first call is over; it writes its pid when loaded.
    const spawned = () => readFileSync(pidFile, 'utf8').trim().split('\n').map(Number);
    await waitFor(() => Promise.resolve(spawned().length === 2 || undefined), {
      what: 'the spare child to load',
    });
    const asked = Date.now();
    const second = await loaded(null);
    expect(second.pid).not.toBe(first.pid);
    expect(second.pid).toBe(spawned()[1]);
    expect(second.loadedAt).toBeLessThan(asked);

    // A spare that died while waiting is replaced by a child started for the call.
    await waitFor(() => Promise.resolve(spawned().length === 3 || undefined), {
      what: 'the next spare to load',
    });
    process.kill(spawned()[2]!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await loaded(null);
    expect(spawned().slice(0, 3)).not.toContain(third.pid);
    delete process.env.LOADED_AT_PID_FILE;
  });
});
