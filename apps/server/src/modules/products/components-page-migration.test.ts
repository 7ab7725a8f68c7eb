/**
 * drizzle/0017 on a database of the previous release: the lines already stored get the keys
 * the writers now compute in JavaScript (the shared `normalise`, the alternatives' key) and
 * the head of their group, from SQL copies of those functions. Texts chosen where the two
 * could part: Unicode punctuation and symbols, compatibility forms, odd spaces, 'İ'.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt } from '../../../test/previous-release.js';
import type { Database } from '../../db/client.js';
import { prepareDatabase } from '../../prepare-database.js';
import { materialKeys } from '../materials/material-keys.js';

const TEXTS = [
  'RC0603FR-07 10K',
  'rc0603fr0710k',
  'GRM188R71H104KA93D*',
  '10µF ±10% 25V X7R',
  '4.7 kΩ ¼W',
  'Murata Manufacturing Co., Ltd.',
  'Würth Elektronik',
  'ÉLÉMENT – Ünïcode — “quoted” ‘text’',
  'ＲＣ０６０３ＦＲ－０７',
  'ﬁlter ﬂ ²³ ½',
  'İstanbul IŞIK',
  'a¨b a´b a¸b',
  'tab\there\nnewline\u00a0nbsp\u2009thin\u3000wide',
  '[brackets] {braces} (parens) <angle> |pipe| ~tilde~ ^caret^ `tick`',
  '€100 $5 £3 ¥7 ©®™ °C',
  '日本語の部品 ＡＢＣ',
  '  padded reference  ',
  '\u00a0PADDED reference\u2003',
  '',
  ' ',
];

interface Line {
  id: number;
  internal_reference: string;
  component_name: string;
  manufacturer: string;
  type: string;
  reference_key: string;
  search_internal_reference: string;
  search_component_name: string;
  search_manufacturer: string;
  search_type: string;
  main_id: number;
}

describe('0017 on a database of the previous release', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result: unknown = await database.db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  beforeAll(async () => {
    ({ database, drop } = await databaseAt('0016_maker_words'));
    const [admin] = await rows<{ id: number }>(sql`
      insert into users (email, password_hash, first_name, last_name, role)
      values ('admin@example.com', 'x', 'A', 'Dmin', 1) returning id`);
    for (const name of ['Kettle', 'Toaster']) {
      const [product] = await rows<{ id: number }>(sql`
        insert into products (name, manufacturer, customer, owner_id)
        values (${name}, 'Acme', 'Acme', ${admin?.id}) returning id`);
      // Every text as a reference, a part number, a maker and a type, in reverse order
      // of id so BOM order (position) and insertion order differ.
      await database.db.execute(sql`
        insert into materials (product_id, position, internal_reference, component_name,
          manufacturer, type)
        select ${product?.id}, ${TEXTS.length} - i, x, x || ' ' || i, x, x
        from json_array_elements_text(${JSON.stringify(TEXTS)}::json) with ordinality as t(x, i)`);
    }
    await prepareDatabase(database);
  });
  afterAll(() => drop());

  it('stores each line’s keys as JavaScript computes them', async () => {
    const lines = await rows<Line>(sql`select * from materials order by id`);
    expect(lines).toHaveLength(TEXTS.length * 2);
    for (const line of lines) {
      const expected = materialKeys({
        internalReference: line.internal_reference,
        componentName: line.component_name,
        manufacturer: line.manufacturer,
        type: line.type,
      });
      expect({
        referenceKey: line.reference_key,
        searchInternalReference: line.search_internal_reference,
        searchComponentName: line.search_component_name,
        searchManufacturer: line.search_manufacturer,
        searchType: line.search_type,
      }).toEqual(expected);
    }
  });

  it('gives each line the head of its group within its product, in BOM order', async () => {
    const lines = await rows<Line & { product_id: number }>(
      sql`select * from materials order by product_id, position, id`,
    );
    const heads = new Map<string, number>();
    for (const line of lines) {
      const key = line.internal_reference.trim().toLowerCase();
      const group = `${line.product_id} ${key}`;
      const head = key === '' ? line.id : (heads.get(group) ?? line.id);
      heads.set(group, head);
      expect(line.main_id, JSON.stringify(line.internal_reference)).toBe(head);
    }
    // The reference padded with other spaces and cased apart: one group per product.
    const padded = lines.filter((l) => l.reference_key === 'padded reference');
    expect(padded).toHaveLength(4);
    expect(new Set(padded.map((l) => l.main_id)).size).toBe(2);
  });

  it('keeps the groups on the next write, through the triggers', async () => {
    const [head] = await rows<{ id: number; main_id: number }>(sql`
      select id, main_id from materials where reference_key = 'padded reference'
      order by product_id, position, id limit 1`);
    await database.db.execute(sql`delete from materials where id = ${head?.id}`);
    const rest = await rows<{ id: number; main_id: number }>(sql`
      select m.id, m.main_id from materials m
      where m.reference_key = 'padded reference'
        and m.product_id = (select min(product_id) from materials)`);
    expect(rest).toHaveLength(1);
    expect(rest[0]?.main_id).toBe(rest[0]?.id);
  });
});
