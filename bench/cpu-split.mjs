// Where the CPU of a load goes (issue 19's "why"): runs product/get (200 and 2,000
// components) and product/getAll under 50 connections × 10 s against the built server, and
// reads from /proc how many CPU-seconds each side used meanwhile — the server process (all
// its threads: the event loop, PGlite's worker, libuv), the PostgreSQL backends, and this
// process (autocannon, the load generator) — beside what the machine's cores could give.
//
//   node bench/cpu-split.mjs [pglite|postgres]   (after `make build`; both engines by default)
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sendJson, signIn } from './http-client.mjs';
import { runLoad } from './load.mjs';
import { throwawayDatabase } from './postgres.mjs';
import { saveProduct } from './seed.mjs';
import { ADMIN, startServer, waitForIdle } from './server-process.mjs';

const TICKS = 100; // USER_HZ: /proc/<pid>/stat counts CPU in 1/100 s on Linux.
const SECONDS = 10;

/** CPU-seconds used so far, per process: utime + stime of /proc/<pid>/stat. */
function cpuByProcess() {
  const out = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After "pid (comm) ": state is field 0, utime 11, stime 12.
      out.set(Number(name), { comm, cpu: (Number(fields[11]) + Number(fields[12])) / TICKS });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return out;
}

function split(before, after, serverPid) {
  const sides = { server: 0, postgres: 0, 'load generator': 0, other: 0 };
  for (const [pid, now] of after) {
    const used = now.cpu - (before.get(pid)?.cpu ?? 0);
    if (used <= 0) continue;
    if (pid === serverPid) sides.server += used;
    else if (now.comm === 'postgres') sides.postgres += used;
    else if (pid === process.pid) sides['load generator'] += used;
    else sides.other += used;
  }
  return sides;
}

async function measure(engine) {
  const database = engine === 'postgres' ? await throwawayDatabase('_cpu') : null;
  if (database && !database.url) return console.log(`PostgreSQL: skipped (${database.reason})`);
  const server = await startServer({ databaseUrl: database?.url ?? undefined });
  try {
    const headers = await signIn(server.baseUrl, ADMIN);
    const get200 = await saveProduct(server.baseUrl, headers, 'CPU 200', 200);
    const get2000 = await saveProduct(server.baseUrl, headers, 'CPU 2000', 2000);
    for (let i = 0; i < 198; i++) await saveProduct(server.baseUrl, headers, `CPU list ${i}`, 5);
    const targets = {
      'product/get, 200 components': { path: '/api/product/get', body: { id: get200 } },
      'product/get, 2,000 components': { path: '/api/product/get', body: { id: get2000 } },
      'product/getAll, 200 products': { path: '/api/product/getAll', body: {} },
    };
    const cores = availableParallelism();
    console.log(
      `\n${engine}: CPU-seconds over ${SECONDS} s of 50 connections (${cores} cores = ${cores * SECONDS} s)`,
    );
    for (const [name, target] of Object.entries(targets)) {
      const url = `${server.baseUrl}${target.path}`;
      await sendJson(url, { method: 'POST', headers, body: target.body });
      await waitForIdle(server.pid);
      const before = cpuByProcess();
      const load = await runLoad(
        {
          url,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(target.body),
        },
        { connections: 50, seconds: SECONDS },
      );
      const sides = split(before, cpuByProcess(), server.pid);
      const total = Object.values(sides).reduce((a, b) => a + b, 0);
      const perRequest = (s) => `${((1000 * s) / Math.max(1, load.ok)).toFixed(2)} ms`;
      console.log(
        `${name}: ${load.rps.toFixed(0)} req/s, ${load.timeouts} timeouts; busy ${total.toFixed(1)} s`,
      );
      for (const [side, used] of Object.entries(sides))
        console.log(
          `  ${side.padEnd(15)} ${used.toFixed(1).padStart(5)} s  ${perRequest(used)} a request`,
        );
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
}

const engines = process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres'];
for (const engine of engines) await measure(engine);
