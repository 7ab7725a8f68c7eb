// Load figures: autocannon's connections for a fixed time against the server, then the same
// against bare node:http answering the very bytes the server answered (the limit, measured
// in the same run on the same machine).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ACCEPT_ENCODING, send } from './http-client.mjs';
import { waitForIdle } from './server-process.mjs';

/** Seconds a request may take before autocannon counts it as a timeout. */
const TIMEOUT_S = 10;

function percentile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * `connections` clients for `seconds` against one request. Autocannon's own percentiles skip
 * p95, so every 2xx answer's latency is kept here.
 */
export function runLoad(target, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: target.url,
        method: target.method,
        headers: { 'accept-encoding': ACCEPT_ENCODING, ...target.headers },
        body: target.body,
        connections,
        duration: seconds,
        timeout: TIMEOUT_S,
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result['2xx'] / result.duration,
          ok: result['2xx'],
          non2xx: result.non2xx,
          timeouts: result.timeouts,
          errors: result.errors,
          p95: percentile(latencies, 0.95),
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
}

/** Starts bare-server.mjs answering `raw` with `headers`; `stop()` ends it. */
async function startBare(raw, headers) {
  const dir = mkdtempSync(path.join(tmpdir(), 'partproof-bare-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, raw);
  const child = spawn(
    process.execPath,
    [new URL('./bare-server.mjs', import.meta.url).pathname, file, JSON.stringify(headers)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${Number(String(line).trim())}`,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The server (process `pid`) under load, then its limit: one request captures the exact
 * answer (bytes, content-type, content-encoding), which bare node:http then serves under the
 * same load once the server has answered what the load left queued.
 */
export async function loadWithLimit(target, pid, settings) {
  const body = target.body === undefined ? undefined : Buffer.from(target.body);
  const sample = await send(target.url, { method: target.method, headers: target.headers, body });
  if (sample.status !== 200)
    throw new Error(`${target.method} ${target.url}: ${sample.status} ${sample.raw.slice(0, 200)}`);
  const ours = await runLoad(target, settings);
  await waitForIdle(pid);
  const headers = { 'content-type': sample.headers['content-type'] };
  if (sample.headers['content-encoding'])
    headers['content-encoding'] = sample.headers['content-encoding'];
  const bare = await startBare(sample.raw, headers);
  try {
    const limit = await runLoad(
      { ...target, url: bare.url + new URL(target.url).pathname },
      settings,
    );
    return {
      ours,
      limit,
      bytes: sample.raw.length,
      encoding: sample.headers['content-encoding'] ?? 'identity',
    };
  } finally {
    await bare.stop();
  }
}
