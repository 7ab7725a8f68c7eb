import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt } from '../../../test/previous-release.js';
import type { Database } from '../../db/client.js';
import { prepareDatabase } from '../../prepare-database.js';

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

interface LookupRow {
  id: number;
  kind: string;
  title: string;
  company_id: number | null;
}

/**
 * The release before 0011 kept every typed standard and product type in one global list.
 * Upgrading gives each typed entry to the company whose products use it (a copy each when
 * two companies used it), drops the ones nobody uses and leaves the seeded lists alone.
 */
describe('migration 0011 on the lookups of the previous release', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let seedsBefore: LookupRow[];
  const ids: Record<string, number> = {};
  const idOf = (name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no row ${name}`);
    return id;
  };
  const one = async (q: ReturnType<typeof sql>) =>
    Number((await rows<{ id: number }>(database, q))[0]?.id);
  /** The titles a product shows, per kind. */
  const titlesOf = (product: string) =>
    rows<{ kind: string; title: string; company_id: number | null }>(
      database,
      sql`select l.kind, l.title, l.company_id from product_lookups pl
        join lookups l on l.id = pl.lookup_id
        where pl.product_id = ${idOf(product)} order by l.kind, l.title`,
    );

  beforeAll(async () => {
    ({ database, drop } = await databaseAt('0010_part_sort_key'));
    seedsBefore = await rows<LookupRow>(database, sql`select * from lookups order by id`);
    const user = await one(sql`insert into users (email, password_hash, first_name, last_name, role)
      values ('admin@example.com', 'x', 'A', 'Dmin', 1) returning id`);
    ids.A = await one(sql`insert into companies (name) values ('Company A') returning id`);
    ids.B = await one(sql`insert into companies (name) values ('Company B') returning id`);
    const product = async (name: string, companyId: number | null) =>
      (ids[name] =
        await one(sql`insert into products (name, manufacturer, customer, owner_id, company_id)
        values (${name}, 'Acme', 'Acme', ${user}, ${companyId}) returning id`));
    await product('kettleA', ids.A);
    await product('toasterA', ids.A);
    await product('lampB', ids.B);
    const typed = async (kind: string, title: string) =>
      (ids[title] = await one(
        sql`insert into lookups (kind, title) values (${kind}, ${title}) returning id`,
      ));
    await typed('standard', 'Only A norm');
    await typed('standard', 'Shared norm');
    await typed('standard', 'Unused norm');
    await typed('productType', 'Garden robot');
    const seeded = (title: string) =>
      one(sql`select id from lookups where title = ${title} and kind = 'standard'`);
    const use = (product: string, lookupId: number) =>
      database.db.execute(
        sql`insert into product_lookups (product_id, lookup_id) values (${idOf(product)}, ${lookupId})`,
      );
    await use('kettleA', idOf('Only A norm'));
    await use('kettleA', idOf('Shared norm'));
    await use('toasterA', idOf('Shared norm'));
    await use('kettleA', idOf('Garden robot'));
    await use('lampB', idOf('Shared norm'));
    await use('lampB', await seeded('IEC 62368-1'));
    await prepareDatabase(database);
  });
  afterAll(() => drop());

  it('gives an entry only company A used to A, under its own id', async () => {
    const [row] = await rows<LookupRow>(
      database,
      sql`select * from lookups where title = 'Only A norm'`,
    );
    expect(row).toMatchObject({ id: ids['Only A norm'], company_id: ids.A });
    const [type] = await rows<LookupRow>(
      database,
      sql`select * from lookups where title = 'Garden robot'`,
    );
    expect(type).toMatchObject({ kind: 'productType', company_id: ids.A });
  });

  it('gives an entry two companies used one copy each, and every product keeps its titles', async () => {
    const shared = await rows<LookupRow>(
      database,
      sql`select * from lookups where title = 'Shared norm' order by company_id`,
    );
    expect(shared.map((l) => l.company_id)).toEqual([ids.A, ids.B]);
    expect(await titlesOf('kettleA')).toEqual([
      { kind: 'productType', title: 'Garden robot', company_id: ids.A },
      { kind: 'standard', title: 'Only A norm', company_id: ids.A },
      { kind: 'standard', title: 'Shared norm', company_id: ids.A },
    ]);
    expect(await titlesOf('toasterA')).toEqual([
      { kind: 'standard', title: 'Shared norm', company_id: ids.A },
    ]);
    expect(await titlesOf('lampB')).toEqual([
      { kind: 'standard', title: 'IEC 62368-1', company_id: null },
      { kind: 'standard', title: 'Shared norm', company_id: ids.B },
    ]);
  });

  it('drops a typed entry no product uses', async () => {
    expect(await rows(database, sql`select * from lookups where title = 'Unused norm'`)).toEqual(
      [],
    );
  });

  it('leaves every seeded entry as it was, global', async () => {
    const seeds = await rows<LookupRow>(
      database,
      sql`select * from lookups where id <= ${seedsBefore.at(-1)?.id ?? 0} order by id`,
    );
    expect(seeds).toEqual(seedsBefore.map((l) => ({ ...l, company_id: null })));
  });

  it('is idempotent: a second start changes nothing', async () => {
    const before = await rows(database, sql`select * from lookups order by id`);
    await prepareDatabase(database);
    expect(await rows(database, sql`select * from lookups order by id`)).toEqual(before);
  });
});
