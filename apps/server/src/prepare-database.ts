/**
 * What every process does to a database before it serves from it: the committed migrations
 * (db/migrate.ts), then the data step SQL cannot do — the stored manufacturer keys and part
 * identities, computed by the TypeScript resolver and brought up to date once per resolver
 * version (modules/manufacturers/refresh-manufacturer-keys.ts), and the law that ships with
 * the release (the exemption table; the daily sweep applies a newer one to the statuses), and
 * the installation's key that signs technical-file packs, made on the first start.
 * Kept out of the db layer, which knows no module.
 */
import type { Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { storeShippedExemptionTable } from './modules/declarations/exemption-tables.queries.js';
import { refreshManufacturerKeys } from './modules/manufacturers/refresh-manufacturer-keys.js';
import { ensurePackKey } from './modules/technical-file/signing-key.js';

export async function prepareDatabase(database: Database): Promise<void> {
  await migrate(database);
  const refreshed = await refreshManufacturerKeys(database.db);
  if (refreshed) console.log('[stored keys]', refreshed);
  await storeShippedExemptionTable(database.db);
  await ensurePackKey(database.db);
}
