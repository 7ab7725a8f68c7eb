import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt } from '../../../test/previous-release.js';
import type { Database } from '../../db/client.js';
import { prepareDatabase } from '../../prepare-database.js';

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * The release before parts kept approvals and candidates per material. Upgrading must keep
 * every approval, on the material's part, and the same approval twice becomes one.
 */
describe('the parts migration on a database of the previous release', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const id = (r: { id: number }[]) => Number(r[0]?.id);

  beforeAll(async () => {
    ({ database, drop } = await databaseAt('0006_search_run_jobs'));
    const one = <T>(q: ReturnType<typeof sql>) => rows<T>(database, q);
    const admin = id(
      await one(sql`insert into users (email, password_hash, first_name, last_name, role)
        values ('admin@example.com', 'x', 'A', 'Dmin', 1) returning id`),
    );
    const product = async (name: string) =>
      id(
        await one(sql`insert into products (name, manufacturer, customer, owner_id)
            values (${name}, 'Acme', 'Acme', ${admin}) returning id`),
      );
    const material = async (productId: number, name: string, maker: string) =>
      id(
        await one(sql`insert into materials (product_id, internal_reference, component_name, type, manufacturer)
          values (${productId}, 'IPN', ${name}, 'Fuse holder', ${maker}) returning id`),
      );
    const cdoc = async (ref: string) =>
      id(
        await one(sql`insert into cdocs (certifying_body, ref_number, holder, holder_key, service_name)
          values ('VDE', ${ref}, 'Schurter AG', 'schurter', 'import') returning id`),
      );
    const [a, b] = [await product('Kettle'), await product('Toaster')];
    // The same fuse holder in two products, written two ways, and a resistor.
    const holderA = await material(a, '0031.8201', 'SCHURTER');
    const holderB = await material(b, '0031 8201', 'Schurter AG');
    const resistor = await material(a, 'RC0603FR-0710KL', 'Yageo');
    const [vde, ul, cb] = [await cdoc('40001'), await cdoc('E1234'), await cdoc('CB-9')];
    for (const [materialId, cdocId] of [
      [holderA, vde],
      [holderB, vde],
      [holderB, ul],
      [resistor, cb],
    ])
      await one(sql`insert into material_certificates (material_id, cdoc_id, approved_by)
        values (${materialId}, ${cdocId}, ${admin})`);
    for (const [materialId, cdocId, percent] of [
      [holderA, cb, 70],
      [holderB, cb, 85],
      [resistor, ul, 60],
    ])
      await one(sql`insert into temp_certificates (material_id, cdoc_id, service_name, match_percent, ai_score_data)
        values (${materialId}, ${cdocId}, 'search-database', ${percent}, '{}'::jsonb)`);
    await prepareDatabase(database);
  });
  afterAll(() => drop());

  it('gives every material a part, one per manufacturer and part number', async () => {
    const parts = await rows<{ mpn_key: string; manufacturer_key: string; uses: number }>(
      database,
      sql`select p.mpn_key, p.manufacturer_key, count(m.id)::int as uses
        from parts p join materials m on m.part_id = p.id group by p.id order by p.mpn_key`,
    );
    expect(parts).toEqual([
      { mpn_key: '00318201', manufacturer_key: 'schurter', uses: 2 },
      { mpn_key: 'rc0603fr0710kl', manufacturer_key: 'yageo', uses: 1 },
    ]);
    const [orphans] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from materials where part_id is null`,
    );
    expect(orphans?.n).toBe(0);
  });

  it("keeps every approval on the material's part, the same approval twice once", async () => {
    const approvals = await rows<{ mpn: string; ref: string }>(
      database,
      sql`select p.mpn_key as mpn, c.ref_number as ref from part_certificates pc
        join parts p on p.id = pc.part_id join cdocs c on c.id = pc.cdoc_id
        order by p.mpn_key, c.ref_number`,
    );
    expect(approvals).toEqual([
      { mpn: '00318201', ref: '40001' },
      { mpn: '00318201', ref: 'E1234' },
      { mpn: 'rc0603fr0710kl', ref: 'CB-9' },
    ]);
  });

  it('keeps the best candidate per part and record', async () => {
    const temps = await rows<{ mpn: string; ref: string; percent: number }>(
      database,
      sql`select p.mpn_key as mpn, c.ref_number as ref, t.match_percent as percent
        from temp_certificates t join parts p on p.id = t.part_id join cdocs c on c.id = t.cdoc_id
        order by p.mpn_key`,
    );
    expect(temps).toEqual([
      { mpn: '00318201', ref: 'CB-9', percent: 85 },
      { mpn: 'rc0603fr0710kl', ref: 'E1234', percent: 60 },
    ]);
  });

  it('is idempotent: a second start changes nothing', async () => {
    const before = await rows(database, sql`select * from parts order by id`);
    await prepareDatabase(database);
    expect(await rows(database, sql`select * from parts order by id`)).toEqual(before);
  });
});
