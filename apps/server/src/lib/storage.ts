/**
 * Files on disk under DATA_DIR/files, named by opaque ids (DESIGN.md §5.9). The
 * original name is metadata only and never becomes part of a path.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.js';
import type { Db } from '../db/client.js';
import { files } from '../db/schema/index.js';

const ID = /^[0-9a-f-]{36}$/;

export function storedFilePath(dataDir: string, id: string): string {
  if (!ID.test(id)) throw new Error('invalid file id');
  return path.join(dataDir, 'files', id.slice(0, 2), id);
}

export interface StoredFileInput {
  bytes: Buffer;
  originalName: string;
  mime: string;
  kind: string;
  uploadedBy: number | null;
}

/** Writes the bytes first, then the row; a failed row insert removes the bytes again. */
export async function saveFile(db: Db, ctx: Ctx, input: StoredFileInput): Promise<string> {
  const id = randomUUID();
  const target = storedFilePath(ctx.config.dataDir, id);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, input.bytes);
  try {
    await db.insert(files).values({
      id,
      originalName: input.originalName.slice(0, 255),
      mime: input.mime,
      size: input.bytes.length,
      kind: input.kind,
      uploadedBy: input.uploadedBy,
    });
  } catch (err) {
    await rm(target, { force: true });
    throw err;
  }
  return id;
}

export async function findFile(db: Db, id: string) {
  if (!ID.test(id)) return undefined;
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export function openFile(dataDir: string, id: string) {
  return createReadStream(storedFilePath(dataDir, id));
}

export async function removeFile(db: Db, dataDir: string, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
  await rm(storedFilePath(dataDir, id), { force: true });
}

/** Signed URL of a stored file, for <img>/<iframe>/new-tab use. */
export { signPath } from './tokens.js';
