/** Small assertions and builders the API tests share. */
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

export async function countRows(db: Db, table: 'users' | 'companies' | 'mails' | 'audit_log') {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
