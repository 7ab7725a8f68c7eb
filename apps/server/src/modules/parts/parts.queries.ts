/** Finding or creating the parts that BOM lines name, in bulk, inside the caller's transaction. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { textArray } from '../../db/text-array.js';
import {
  keyOf,
  namesPart,
  naturalSortKey,
  partKeys,
  type PartKeys,
  type PartLine,
} from './part-keys.js';

/** Parts per statement: two text arrays of this many keys stay far below any limit. */
const CHUNK = 1000;

/**
 * The part id of each line (null for a line without a part number), creating the parts
 * that do not exist yet. Concurrent saves naming the same new part meet in the unique
 * index: `on conflict do nothing` then a read gives both the same id.
 */
export async function ensureParts(db: Db, lines: PartLine[]): Promise<(number | null)[]> {
  // Each line's identity once: null for a line that names no part.
  const keyed = lines.map((line) => (namesPart(line) ? partKeys(line) : null));
  const wanted = new Map<string, { manufacturer: string; mpn: string; keys: PartKeys }>();
  lines.forEach((line, i) => {
    const keys = keyed[i];
    if (keys && !wanted.has(keyOf(keys)))
      wanted.set(keyOf(keys), {
        manufacturer: line.manufacturer.trim(),
        mpn: line.componentName.trim(),
        keys,
      });
  });
  const idOf = new Map<string, number>();
  const entries = [...wanted.values()];
  for (let i = 0; i < entries.length; i += CHUNK) {
    const chunk = entries.slice(i, i + CHUNK);
    await db.execute(sql`
      insert into parts (manufacturer, manufacturer_key, mpn, mpn_key, mpn_sort)
      select * from unnest(
        ${textArray(chunk.map((e) => e.manufacturer))},
        ${textArray(chunk.map((e) => e.keys.manufacturerKey))},
        ${textArray(chunk.map((e) => e.mpn))},
        ${textArray(chunk.map((e) => e.keys.mpnKey))},
        ${textArray(chunk.map((e) => naturalSortKey(e.mpn)))})
      on conflict (manufacturer_key, mpn_key) do nothing`);
    const found: unknown = await db.execute(sql`
      select id, manufacturer_key, mpn_key from parts
      where (manufacturer_key, mpn_key) in (
        select * from unnest(
          ${textArray(chunk.map((e) => e.keys.manufacturerKey))},
          ${textArray(chunk.map((e) => e.keys.mpnKey))}))`);
    const rows = (found as { rows: { id: number; manufacturer_key: string; mpn_key: string }[] })
      .rows;
    for (const row of rows)
      idOf.set(
        keyOf({ manufacturerKey: row.manufacturer_key, mpnKey: row.mpn_key }),
        Number(row.id),
      );
  }
  return keyed.map((keys) => (keys ? (idOf.get(keyOf(keys)) ?? null) : null));
}
