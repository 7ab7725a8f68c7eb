/** A declaration's manufacturer by name: its id in the list, the name added when new. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { manufacturers } from '../../db/schema/index.js';
import { rememberManufacturers } from '../cdocs/cdocs.queries.js';

export async function manufacturerIdByName(db: Db, name: string): Promise<number> {
  await rememberManufacturers(db, [name]);
  const [row] = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(sql`lower(${manufacturers.name}) = lower(${name.trim()})`);
  if (!row) throw new Error(`manufacturer ${name} was not stored`);
  return row.id;
}
