/**
 * Brings every part's identity keys up to date with the code that computes them (the
 * alias table, the manufacturer and search normalisation), and merges parts whose keys
 * now meet: their materials, approvals and candidates move to the oldest one. Runs inside
 * the start-up key refresh (refresh-manufacturer-keys.ts) whenever the resolver's version
 * changed — and so once after migration 0007, which created the parts with SQL keys.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { keyOf, naturalSortKey, partKeys, type PartKeys } from './part-keys.js';

interface PartRow {
  id: number;
  manufacturer: string;
  mpn: string;
  manufacturer_key: string;
  mpn_key: string;
  mpn_sort: string;
}

export interface RekeyResult {
  rekeyed: number;
  merged: number;
}

export async function rekeyParts(db: Db): Promise<RekeyResult> {
  const result: unknown = await db.execute(
    sql`select id, manufacturer, mpn, manufacturer_key, mpn_key, mpn_sort from parts order by id`,
  );
  const rows = (result as { rows: PartRow[] }).rows;
  const groups = new Map<string, { keys: PartKeys; mpn: string; ids: number[]; stale: boolean }>();
  for (const row of rows) {
    const keys = partKeys({ manufacturer: row.manufacturer, componentName: row.mpn });
    const key = keyOf(keys);
    const group = groups.get(key) ?? { keys, mpn: row.mpn, ids: [], stale: false };
    group.ids.push(Number(row.id));
    if (
      keys.manufacturerKey !== row.manufacturer_key ||
      keys.mpnKey !== row.mpn_key ||
      naturalSortKey(row.mpn) !== row.mpn_sort
    )
      group.stale = true;
    groups.set(key, group);
  }
  const changed = [...groups.values()].filter((g) => g.stale || g.ids.length > 1);
  if (changed.length === 0) return { rekeyed: 0, merged: 0 };
  let merged = 0;
  await db.transaction(async (tx) => {
    // Park every changed part on a key no real part has, so setting the final keys below
    // cannot collide with a part that is itself about to move.
    const ids = changed.flatMap((g) => g.ids);
    await tx.execute(sql`
      update parts set manufacturer_key = '#' || id::text
      where id = any(${`{${ids.join(',')}}`}::int[])`);
    for (const group of changed) {
      const [keep, ...others] = group.ids as [number, ...number[]];
      if (others.length) {
        await mergeInto(tx, keep, others);
        merged += others.length;
      }
      await tx.execute(sql`
        update parts set manufacturer_key = ${group.keys.manufacturerKey},
          mpn_key = ${group.keys.mpnKey},
          mpn_sort = ${naturalSortKey(group.mpn)}
        where id = ${keep}`);
    }
  });
  return { rekeyed: changed.length, merged };
}

/** Moves everything that hangs off `others` to `keep`, then removes `others`. */
async function mergeInto(tx: Db, keep: number, others: number[]): Promise<void> {
  const list = sql`${`{${others.join(',')}}`}::int[]`;
  await tx.execute(sql`update materials set part_id = ${keep} where part_id = any(${list})`);
  await tx.execute(sql`
    insert into part_certificates (part_id, cdoc_id, approved_by, created_at)
    select ${keep}, cdoc_id, approved_by, created_at from part_certificates
    where part_id = any(${list}) order by created_at, id
    on conflict (part_id, cdoc_id) do nothing`);
  await tx.execute(sql`
    insert into temp_certificates
      (part_id, cdoc_id, service_name, match_percent, ai_score_data, raw_data, created_at)
    select distinct on (cdoc_id) ${keep}, cdoc_id, service_name, match_percent, ai_score_data,
      raw_data, created_at
    from temp_certificates t
    where part_id = any(${list})
      and not exists (select 1 from part_certificates pc
                      where pc.part_id = ${keep} and pc.cdoc_id = t.cdoc_id)
    order by cdoc_id, match_percent desc, id
    on conflict (part_id, cdoc_id) do update set
      service_name = excluded.service_name, match_percent = excluded.match_percent,
      ai_score_data = excluded.ai_score_data, raw_data = excluded.raw_data
    where excluded.match_percent > temp_certificates.match_percent`);
  // The kept part's datasheet (a file or an address, never both), else the first merged one's.
  await tx.execute(sql`
    update parts set datasheet_file_id = d.datasheet_file_id, datasheet_url = d.datasheet_url
    from (select p.datasheet_file_id, p.datasheet_url from parts p
          where (p.id = ${keep} or p.id = any(${list}))
            and (p.datasheet_file_id is not null or p.datasheet_url is not null)
          order by p.id = ${keep} desc, p.id limit 1) d
    where parts.id = ${keep}`);
  await tx.execute(sql`delete from parts where id = any(${list})`);
}
