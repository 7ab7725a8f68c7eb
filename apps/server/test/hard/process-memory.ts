/**
 * Resident memory of a process and every process below it (Linux /proc): the server's reader
 * may run in child processes, whose memory the host pays for just the same.
 */
import { readdirSync, readFileSync } from 'node:fs';

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process ended between listing and reading it.
    return null;
  }
}

function rssBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`) ?? '')?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

function childrenOf(pid: number): number[] {
  const tasks = (() => {
    try {
      return readdirSync(`/proc/${pid}/task`);
    } catch {
      return [];
    }
  })();
  return tasks.flatMap((task) =>
    (read(`/proc/${pid}/task/${task}/children`) ?? '')
      .split(' ')
      .filter((id) => id.trim() !== '')
      .map(Number),
  );
}

/** RSS of `pid` and all its descendants, in bytes. */
export function treeRss(pid: number): number {
  let total = 0;
  const pending = [pid];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    total += rssBytes(next);
    pending.push(...childrenOf(next));
  }
  return total;
}

/** Samples `treeRss(pid)` every `everyMs` until stopped; answers the peak. */
export function sampleRss(pid: number, everyMs = 50): { stop(): number } {
  let peak = treeRss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRss(pid));
    },
  };
}
