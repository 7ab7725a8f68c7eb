// The built server as production runs it (`node apps/server/dist/src/server.js`), on a free
// port with a fresh DATA_DIR, on embedded PGlite or on the PostgreSQL of `databaseUrl`; and
// the resident memory of it and its children (the xlsx reader runs in a child process).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearInterval, clearTimeout, setInterval, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { send } from './http-client.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/src/server.js');
export const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-pass-1' };

export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Starts the server and waits for /api/health; `stop()` ends it and removes its data.
 * `prepare(dataDir)` runs before it starts (data written where the server will find it).
 */
export async function startServer({ databaseUrl, prepare } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'partproof-bench-'));
  if (prepare) await prepare(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_PROFILE=DIR: each server writes a .cpuprofile there when it stops (read it with
  // scripts/cpu-profile-top.mjs).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  const child = spawn(process.execPath, [...profile, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await send(`${baseUrl}/api/health`, { timeoutMs: 2000 })).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within 90 s:\n${output}`);
    }
    await sleep(200);
  }
  return { baseUrl, pid: child.pid, stop };
}

/** `pid` and all its descendants (the xlsx reader is a child of the server). */
function processTree(pid) {
  const tree = [];
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop();
    tree.push(current);
    try {
      for (const task of readdirSync(`/proc/${current}/task`)) {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(' ').map(Number));
      }
    } catch {
      // The process ended between two reads.
    }
  }
  return tree;
}

/** Sums a number read from each process of the tree (0 for one that just ended). */
function sumOverTree(pid, read) {
  let total = 0;
  for (const current of processTree(pid)) {
    try {
      total += read(current);
    } catch {
      // The process ended between two reads.
    }
  }
  return total;
}

/** Kilobytes of resident memory (VmRSS) of `pid` and all its descendants. */
export function treeRssKb(pid) {
  return sumOverTree(pid, (current) => {
    const status = readFileSync(`/proc/${current}/status`, 'utf8');
    const line = status.split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number.parseInt(line.slice(6), 10) : 0;
  });
}

/** CPU time (user + system, clock ticks) the tree has used so far. */
function treeCpuTicks(pid) {
  return sumOverTree(pid, (current) => {
    // The command name (field 2) may hold spaces: count fields after its closing ')'.
    const stat = readFileSync(`/proc/${current}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  });
}

/**
 * Waits until the server is idle (under a tenth of a core over 300 ms): requests a load
 * figure left queued are still being answered after the load stops, and would otherwise
 * be counted against the next figure.
 */
export async function waitForIdle(pid, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let before = treeCpuTicks(pid);
  while (Date.now() < deadline) {
    await sleep(300);
    const now = treeCpuTicks(pid);
    // Clock ticks are 1/100 s: 3 ticks in 300 ms is a tenth of a core.
    if (now - before <= 3) return;
    before = now;
  }
}

/**
 * Samples the tree's memory every ~20 ms until `stop()`, which answers the peak in MB. A
 * timer, not a loop: the bench's own HTTP client shares this thread.
 */
export function sampleMemory(pid) {
  let peakKb = treeRssKb(pid);
  const timer = setInterval(() => {
    peakKb = Math.max(peakKb, treeRssKb(pid));
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peakKb, treeRssKb(pid)) / 1024;
    },
  };
}
