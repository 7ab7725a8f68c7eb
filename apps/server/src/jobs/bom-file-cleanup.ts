/**
 * The daily BOM file cleanup: a BOM uploaded in the Create Product wizard but never saved
 * with a product (the wizard was cancelled or abandoned) is removed, row and bytes, once
 * it is a day old. The day leaves an open wizard time to finish; a product saved later
 * than that gets 'The uploaded BOM file was not found' and the user uploads it again.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Ctx } from '../context.js';
import { files } from '../db/schema/index.js';
import { storedFilePath } from '../lib/storage.js';
import { rm } from 'node:fs/promises';

const GRACE_MS = 24 * 60 * 60_000;

export async function removeUnusedBomFiles(
  ctx: Ctx,
  now = new Date(),
): Promise<{ removed: number }> {
  // One statement decides and deletes, so a file a product took meanwhile stays.
  const removed = await ctx.db
    .delete(files)
    .where(
      and(
        eq(files.kind, 'bom'),
        lt(files.createdAt, new Date(now.getTime() - GRACE_MS)),
        sql`not exists (select 1 from products p where p.bom_file_id = ${files.id})`,
      ),
    )
    .returning({ id: files.id });
  for (const { id } of removed) await rm(storedFilePath(ctx.config.dataDir, id), { force: true });
  return { removed: removed.length };
}

export function createBomFileCleanup(ctx: Ctx) {
  return () => removeUnusedBomFiles(ctx);
}
