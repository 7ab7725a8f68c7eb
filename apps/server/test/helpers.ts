/** Small assertions and builders the API tests share. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { LightMyRequestResponse as Response } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** A 1×1 transparent PNG: real magic bytes, so the server's type check accepts it. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Asserts the API's one error shape with a given status and message. */
export function expectError(res: Response, statusCode: number, message?: string): void {
  expect(res.statusCode, res.body).toBe(statusCode);
  const body = res.json<{ statusCode: number; code: string; error: string; message: string }>();
  expect(body.statusCode).toBe(statusCode);
  expect(typeof body.code).toBe('string');
  expect(typeof body.error).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
}

/** The messages of one field in a 400 answer's `details`. */
export function fieldErrors(res: Response, field: string): string[] {
  const body = res.json<{ details?: Record<string, string[]> }>();
  return body.details?.[field] ?? [];
}

/** No password, password hash or argon2 string anywhere in a response body. */
export function expectNoSecrets(body: string, { allowWordPassword = false } = {}): void {
  expect(body).not.toMatch(/\$argon2/);
  expect(body).not.toMatch(/hash/i);
  if (!allowWordPassword) expect(body).not.toMatch(/password/i);
}

/** A multipart body for `app.inject` (light-my-request streams a FormData). */
export function form(
  fields: Record<string, string>,
  file?: { field?: string; bytes: Buffer; name: string; type?: string },
): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) {
    data.append(
      file.field ?? 'profileImage',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return data;
}

/** Polls `check` until it returns a value other than undefined (no fixed sleeps). */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  { timeoutMs = 20_000, intervalMs = 50, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export async function countRows(
  db: Db,
  table:
    'users' | 'companies' | 'mails' | 'audit_log' | 'files' | 'declarations' | 'candidate_lists',
) {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** What uploads have left behind: `files` rows, and files under DATA_DIR/files. */
export async function storedFiles(
  db: Db,
  dataDir: string,
): Promise<{ rows: number; onDisk: number }> {
  let onDisk = 0;
  try {
    onDisk = readdirSync(path.join(dataDir, 'files'), {
      recursive: true,
      withFileTypes: true,
    }).filter((entry) => entry.isFile()).length;
  } catch {
    // No upload has been stored yet: no folder.
  }
  return { rows: await countRows(db, 'files'), onDisk };
}

/**
 * A multipart body written byte by byte, for what FormData cannot send: a file name with
 * folders or NUL, a body cut off, a filename* parameter.
 */
export function rawMultipart(
  file: { field: string; bytes: Buffer; disposition?: string; name?: string },
  fields: Record<string, string> = {},
  { cutAt }: { cutAt?: number } = {},
) {
  const boundary = '----partproof-raw-boundary';
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  const disposition = file.disposition ?? `filename="${file.name ?? 'upload.bin'}"`;
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ${disposition}\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const payload = Buffer.concat(parts);
  return {
    payload: cutAt === undefined ? payload : payload.subarray(0, cutAt),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
