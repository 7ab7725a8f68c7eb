/**
 * How many BOM files one user may store per rolling day (BOM_LIMITS.uploadsPerUserPerDay,
 * uploadBytesPerUserPerDay). Every wizard upload is stored until its product is saved or
 * the daily cleanup removes it, so without a bound one account could fill the disk.
 * Checked before the file is read, so a refused upload costs no parsing either.
 */
import { and, count, eq, gt, min, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { BOM_LIMITS, MB } from './bom-limits.js';

const DAY_MS = 24 * 60 * 60_000;

export async function assertBomQuota(
  db: Db,
  userId: number,
  bytes: number,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS);
  const [used] = await db
    .select({ files: count(), bytes: sum(files.size), oldest: min(files.createdAt) })
    .from(files)
    .where(and(eq(files.kind, 'bom'), eq(files.uploadedBy, userId), gt(files.createdAt, since)));
  const storedFiles = used?.files ?? 0;
  const storedBytes = Number(used?.bytes ?? 0);
  const full =
    storedFiles + 1 > BOM_LIMITS.uploadsPerUserPerDay ||
    storedBytes + bytes > BOM_LIMITS.uploadBytesPerUserPerDay;
  if (!full) return;
  // The oldest upload of the window leaves it first; until then the quota stays full.
  const oldest = used?.oldest ? new Date(used.oldest).getTime() : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000));
  throw new AppError(
    'RATE_LIMITED',
    `You have uploaded ${storedFiles} BOM file(s) (${Math.ceil(storedBytes / MB)} MB) in the ` +
      `last 24 hours; at most ${BOM_LIMITS.uploadsPerUserPerDay} files or ` +
      `${BOM_LIMITS.uploadBytesPerUserPerDay / MB} MB are allowed. Try again later`,
    undefined,
    retryAfter,
  );
}
