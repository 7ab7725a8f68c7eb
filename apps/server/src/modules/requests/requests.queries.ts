/** The queries the request services share: manufacturers by name or key, contacts, parts. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  declarations,
  manufacturerContacts,
  manufacturerRequests,
  manufacturers,
  parts,
} from '../../db/schema/index.js';
import { resolveManufacturer } from '../manufacturers/identity/manufacturer.js';

export type ManufacturerRow = typeof manufacturers.$inferSelect;
export type RequestRow = typeof manufacturerRequests.$inferSelect;

/**
 * The manufacturer a request names: the row of that name, else the first of the same maker
 * ('Yageo Corporation' finds 'Yageo'); undefined when neither is known.
 */
export async function manufacturerByName(
  db: Db,
  name: string,
): Promise<ManufacturerRow | undefined> {
  const [exact] = await db
    .select()
    .from(manufacturers)
    .where(sql`lower(${manufacturers.name}) = lower(${name.trim()})`);
  if (exact) return exact;
  const key = resolveManufacturer(name);
  if (!key) return undefined;
  const [sameMaker] = await db
    .select()
    .from(manufacturers)
    .where(eq(manufacturers.key, key))
    .orderBy(asc(manufacturers.id))
    .limit(1);
  return sameMaker;
}

export async function contactsOf(db: Db, manufacturerId: number) {
  return db
    .select({
      id: manufacturerContacts.id,
      label: manufacturerContacts.label,
      email: manufacturerContacts.email,
    })
    .from(manufacturerContacts)
    .where(eq(manufacturerContacts.manufacturerId, manufacturerId))
    .orderBy(asc(manufacturerContacts.position), asc(manufacturerContacts.id));
}

/**
 * Per maker key, the manufacturer row a request goes to: of the rows sharing the key, the
 * first with a contact, else the first; with that row's first contact (if any).
 */
export async function requestTargets(db: Db, keys: string[]) {
  const targets = new Map<string, { manufacturer: ManufacturerRow; to: string | null }>();
  // An empty key is a maker nobody could name: it is no one's, not a shared manufacturer.
  keys = keys.filter(Boolean);
  if (keys.length === 0) return targets;
  const rows = await db
    .select({ manufacturer: manufacturers, email: manufacturerContacts.email })
    .from(manufacturers)
    .leftJoin(manufacturerContacts, eq(manufacturerContacts.manufacturerId, manufacturers.id))
    .where(inArray(manufacturers.key, keys))
    .orderBy(
      asc(manufacturers.id),
      asc(manufacturerContacts.position),
      asc(manufacturerContacts.id),
    );
  for (const row of rows) {
    const known = targets.get(row.manufacturer.key);
    if (!known || (known.to === null && row.email !== null))
      targets.set(row.manufacturer.key, { manufacturer: row.manufacturer, to: row.email });
  }
  return targets;
}

/** The parts of a maker with the given part-number keys. */
export async function partsOfMaker(db: Db, manufacturerKey: string, mpnKeys: string[]) {
  if (mpnKeys.length === 0 || !manufacturerKey) return [];
  return db
    .select({ id: parts.id, mpn: parts.mpn })
    .from(parts)
    .where(and(eq(parts.manufacturerKey, manufacturerKey), inArray(parts.mpnKey, mpnKeys)));
}

/** When the first declaration came back through each request's link (an answer). */
export async function firstUploads(db: Db, requestIds: number[]): Promise<Map<number, Date>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({
      requestId: declarations.requestId,
      first: sql<Date | string>`min(${declarations.createdAt})`,
    })
    .from(declarations)
    .where(inArray(declarations.requestId, requestIds))
    .groupBy(declarations.requestId);
  return new Map(
    rows.flatMap((r) => (r.requestId === null ? [] : [[r.requestId, new Date(r.first)]])),
  );
}

/**
 * A request's state for requestStatus / requestIsOpen: answered once the supplier uploaded,
 * whether or not the upload set answeredAt.
 */
export const requestState = (row: RequestRow, firstUpload: Date | undefined) => ({
  revokedAt: row.revokedAt,
  answeredAt: row.answeredAt ?? firstUpload ?? null,
  expiresAt: row.expiresAt,
  escalatedAt: row.escalatedAt,
  reminders: row.reminders,
});
