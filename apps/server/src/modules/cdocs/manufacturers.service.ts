/** The manufacturer list of the Manufacturer screen: read by everyone, extended by admins. */
import { asc, count, sql } from 'drizzle-orm';
import {
  CERT_MSG,
  type CreateManufacturer,
  type Manufacturer,
  type ManufacturerListQuery,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { manufacturers } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertCan } from '../../access/can.js';
import type { Actor } from '../../plugins/auth.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { resolveManufacturer } from './matching/manufacturer.js';

const columns = { id: manufacturers.id, name: manufacturers.name };

/** One page of the list, in name order; `search` keeps the names containing it, any case. */
export async function listManufacturers(
  ctx: Ctx,
  query: ManufacturerListQuery,
): Promise<{ data: Manufacturer[]; total: number }> {
  // strpos, not LIKE: a '%' or '_' typed in the search is just a character.
  const where = query.search
    ? sql`strpos(lower(${manufacturers.name}), lower(${query.search})) > 0`
    : undefined;
  const [data, [counted]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(manufacturers)
      .where(where)
      .orderBy(sql`lower(${manufacturers.name})`, asc(manufacturers.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ n: count() }).from(manufacturers).where(where),
  ]);
  return { data, total: counted?.n ?? 0 };
}

export async function createManufacturer(ctx: Ctx, actor: Actor, input: CreateManufacturer) {
  assertCan(actor, 'manufacturer.manage');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(manufacturers)
        .values({ name: input.name, key: resolveManufacturer(input.name) })
        .returning();
      if (!created) throw new Error('manufacturer insert returned nothing');
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'manufacturer.create',
        targetType: 'manufacturer',
        targetId: created.id,
        after: created,
      });
      return created;
    });
    return { result: { id: row.id, name: row.name }, message: CERT_MSG.manufacturerCreated };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', CERT_MSG.manufacturerExists);
    throw err;
  }
}
