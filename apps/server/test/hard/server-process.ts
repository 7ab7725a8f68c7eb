/**
 * The built server (`dist/src/server.js`, as `make start` runs it) as a child process on a
 * free loopback port, so the crash, load and restore tests talk to it over real HTTP and
 * can SIGKILL it. `make test-hard` builds before it runs them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(SERVER_DIR, 'dist/src/server.js');
export const ADMIN = { email: 'admin@example.com', password: 'hard-suite-admin-password' };

/** DATA_DIR and, for PostgreSQL, DATABASE_URL; anything else overrides the defaults below. */
export type ServerEnv = { DATA_DIR: string; DATABASE_URL?: string } & Record<string, string>;

export interface ServerProcess {
  url: string;
  pid: number;
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as when the machine's OOM killer strikes. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful shutdown. */
  stop(): Promise<void>;
}

/** Runs a built script of the server package (a CLI) with the same environment rules. */
export function serverEnv(env: ServerEnv, port = 0): NodeJS.ProcessEnv {
  // Not the test process's environment: DATABASE_URL or TEST_DB there must not leak in.
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: 'hard-suite-secret-long-enough-for-hs256',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

export async function startServer(env: ServerEnv, timeoutMs = 90_000): Promise<ServerProcess> {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: build first (make test-hard does)`);
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    cwd: SERVER_DIR,
    env: serverEnv(env, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test process that dies must not leave a server holding the data directory.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  void exited.then(() => process.off('exit', killOnExit));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`the server exited (${exitCode}) on start:\n${log}`);
    if (await answersHealth(url)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const end = async (signal: NodeJS.Signals) => {
    if (exitCode !== undefined) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    url,
    pid: child.pid ?? 0,
    output: () => log,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
