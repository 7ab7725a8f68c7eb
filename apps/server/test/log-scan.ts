/**
 * The log scan (DESIGN.md §6: tokens and reset ids are never logged; security issue 18).
 * Every test app logs at info level into a file of the run's folder (`logs/`), and the
 * helpers note every access token, reset secret and supply secret they issue or read
 * (`secrets/`); after the whole run, the global teardown (global-setup.ts) fails the run if
 * any noted value appears in any log.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pino, { type DestinationStream } from 'pino';
import type { LightMyRequestResponse, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import type { App } from '../src/lib/route.js';

declare module 'vitest' {
  export interface ProvidedContext {
    logScanDir: string;
  }
}

let logs: DestinationStream | undefined;

/** This test process's log file (one per process: the apps of a file share it). */
export function scannedLog(): DestinationStream {
  if (!logs) {
    const dir = path.join(inject('logScanDir'), 'logs');
    mkdirSync(dir, { recursive: true });
    // Written synchronously: a worker may exit right after its last test.
    logs = pino.destination({ dest: path.join(dir, `${process.pid}.log`), sync: true });
  }
  return logs;
}

const noted = new Set<string>();

/** Notes a secret the test issued or read: the log must never contain it. */
export function noteSecret(value: string | null | undefined): void {
  if (!value || noted.has(value)) return;
  noted.add(value);
  const dir = path.join(inject('logScanDir'), 'secrets');
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `${process.pid}.txt`), `${value}\n`);
}

/** A secret-bearing path segment (reset and supplier links) in a URL a test requested. */
const SECRET_IN_PATH = /\/(?:reset-password|supply)\/([A-Za-z0-9_-]{20,})/g;
const TOKEN_IN_QUERY = /[?&](?:token|sig)=([^&#]+)/g;
const ISSUED_TOKEN = /"accessToken":"([^"]+)"/g;

/** Notes the secret of every reset or supplier link in a text (a mail as delivered). */
export function noteLinksIn(text: string): void {
  // Quoted-printable mail bodies wrap long lines with a soft break '=\n'.
  for (const [, secret] of text.replace(/=\r?\n/g, '').matchAll(SECRET_IN_PATH)) noteSecret(secret);
}

/** A query value as the app reads it (a test may send a malformed one on purpose). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function noteRequest(options: InjectOptions | string): void {
  const request = typeof options === 'string' ? { url: options } : options;
  const url = typeof request.url === 'string' ? request.url : '';
  for (const [, secret] of url.matchAll(SECRET_IN_PATH)) noteSecret(secret);
  for (const [, value = ''] of url.matchAll(TOKEN_IN_QUERY)) noteSecret(decoded(value));
  const authorization = request.headers?.authorization;
  if (typeof authorization === 'string') noteSecret(authorization.replace(/^Bearer\s+/i, ''));
}

/**
 * Every `app.inject` of a test app notes what it carries (a token in its Authorization
 * header, a secret in its path or query) and what it issued (an access token in the answer),
 * so the scan knows the secrets without each test noting them.
 */
export function noteInjections(app: App): void {
  const original = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const noting = (...args: unknown[]) => {
    const [options] = args;
    if (options !== undefined && typeof options !== 'function')
      noteRequest(options as InjectOptions | string);
    const result = original(...args);
    if (result instanceof Promise)
      void result.then(
        (res: LightMyRequestResponse) => {
          if (!String(res.headers['content-type']).includes('json')) return;
          for (const [, token] of res.body.matchAll(ISSUED_TOKEN)) noteSecret(token);
        },
        () => undefined,
      );
    return result;
  };
  app.inject = noting as App['inject'];
}

/** The characters of every noted secret: base64url, and the dots of a JWT. */
const SECRET_RUN = /[A-Za-z0-9_.-]+/g;

/**
 * The noted secrets found in the logs, each with the log file that holds it. Linear in the
 * logs' size: only runs of secret characters at least as long as the shortest secret are
 * looked at, each window of a secret's length against the set of secrets.
 */
export function scanLogs(dir: string): { secret: string; file: string }[] {
  const read = (sub: string) => {
    try {
      return readdirSync(path.join(dir, sub)).map((name) => path.join(dir, sub, name));
    } catch {
      return [];
    }
  };
  const secrets = new Set(
    read('secrets')
      .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
      // Shorter values would match by chance; every real secret is far longer.
      .filter((value) => value.length >= 20),
  );
  if (secrets.size === 0) return [];
  const lengths = [...new Set([...secrets].map((s) => s.length))];
  const shortest = Math.min(...lengths);
  const found = new Map<string, string>();
  for (const file of read('logs')) {
    const text = readFileSync(file, 'utf8');
    for (const [run] of text.matchAll(SECRET_RUN)) {
      if (run.length < shortest) continue;
      for (const length of lengths)
        for (let at = 0; at + length <= run.length; at++) {
          const window = run.slice(at, at + length);
          if (secrets.has(window) && !found.has(window)) found.set(window, file);
        }
    }
  }
  return [...found].map(([secret, file]) => ({ secret, file }));
}
