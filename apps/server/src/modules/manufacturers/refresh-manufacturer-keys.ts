/**
 * Brings stored manufacturer keys up to date with the resolver after the alias table or the
 * word lists changed (identity/key-version.ts). A migration cannot run the TypeScript
 * resolver, and resolving every cdoc again would read and rewrite millions of rows; so at
 * start-up, once per resolver version: read the distinct (holder, holder_key) pairs, resolve
 * each holder, and update only the pairs whose key changed — through cdocs_holder_key_idx,
 * a few rows per changed holder. manufacturers.key is small and is redone the same way,
 * and so are the parts' identity keys (rekeyParts), which also runs after the migration
 * that created parts since that starts without a stored version.
 * An advisory lock lets the first of several starting processes do it; the others then
 * find the version current. A process still running the old code may store an old key
 * until it is restarted; the next version change (or a re-save) corrects it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { manufacturerKeyVersion, manufacturers } from '../../db/schema/index.js';
import { textArray } from '../../db/text-array.js';
import { resolverVersion } from './identity/key-version.js';
import { resolveManufacturer } from './identity/manufacturer.js';
import { rekeyParts, type RekeyResult } from '../parts/rekey-parts.js';
import { rowsOf } from '../../db/rows-of.js';

/** Any constant shared by all PartProof processes; names this step's advisory lock. */
const REFRESH_LOCK = 72_817_002;
const BATCH = 500;

export interface KeyRefresh {
  version: string;
  /** Distinct holders whose key changed, and the cdocs rows updated for them. */
  holders: number;
  cdocs: number;
  manufacturers: number;
  parts: RekeyResult;
}

/** Recomputes stale keys; null when they were current already. */
export async function refreshManufacturerKeys(db: Db): Promise<KeyRefresh | null> {
  const version = resolverVersion();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const [stored] = await tx
      .select({ version: manufacturerKeyVersion.version })
      .from(manufacturerKeyVersion)
      .where(eq(manufacturerKeyVersion.id, 1));
    if (stored?.version === version) return null;

    const pairs = rowsOf<{ holder: string; holder_key: string }>(
      await tx.execute(sql`select holder, holder_key from cdocs group by holder, holder_key`),
    );
    const stale = pairs
      .map((pair) => ({ ...pair, key: resolveManufacturer(pair.holder) }))
      .filter((pair) => pair.key !== pair.holder_key);
    let cdocs = 0;
    for (let i = 0; i < stale.length; i += BATCH) {
      const batch = stale.slice(i, i + BATCH);
      const updated = await tx.execute(sql`
        update cdocs c set holder_key = v.key
        from unnest(${textArray(batch.map((p) => p.holder))},
          ${textArray(batch.map((p) => p.holder_key))},
          ${textArray(batch.map((p) => p.key))}) as v(holder, old_key, key)
        where c.holder_key = v.old_key and c.holder = v.holder`);
      cdocs += affected(updated);
    }

    let changedMakers = 0;
    for (const row of await tx.select().from(manufacturers)) {
      const key = resolveManufacturer(row.name);
      if (key === row.key) continue;
      await tx.update(manufacturers).set({ key }).where(eq(manufacturers.id, row.id));
      changedMakers += 1;
    }

    await tx
      .insert(manufacturerKeyVersion)
      .values({ id: 1, version })
      .onConflictDoUpdate({
        target: manufacturerKeyVersion.id,
        set: { version, refreshedAt: sql`now()` },
      });
    // Parts are keyed by the same resolver (DESIGN.md §9.1); merging parts that now meet.
    const parts = await rekeyParts(tx);
    return { version, holders: stale.length, cdocs, manufacturers: changedMakers, parts };
  });
}

/** Rows an update touched: node-postgres says rowCount, PGlite affectedRows. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
