/**
 * The manufacturer list of the Manufacturer screen: read by everyone (each the makers they may
 * know of), extended by admins.
 */
import { and, asc, count, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import {
  CERT_MSG,
  type CreateManufacturer,
  type Manufacturer,
  type ManufacturerListQuery,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { cdocs, manufacturers, materials, parts, products } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { can } from '../../access/can.js';
import { visibleTo } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { resolveManufacturer } from './identity/manufacturer.js';

const columns = { id: manufacturers.id, name: manufacturers.name };

/**
 * The makers an actor may list (security issue 18): admins all; everyone else the certificate
 * database's and those staff added, and a maker known only from a BOM (`from_bom`) only when
 * one of their own visible products uses a part of it — another company's BOM is not theirs
 * to learn about.
 */
function listedTo(db: Db, actor: Actor): SQL | undefined {
  if (can(actor, 'company.seeAll')) return undefined;
  const ownPart = db
    .select({ one: sql`1` })
    .from(parts)
    .innerJoin(materials, eq(materials.partId, parts.id))
    .innerJoin(products, eq(products.id, materials.productId))
    .where(and(eq(parts.manufacturerKey, manufacturers.key), visibleTo(actor)));
  const certificate = db
    .select({ one: sql`1` })
    .from(cdocs)
    .where(eq(cdocs.holderKey, manufacturers.key));
  return or(eq(manufacturers.fromBom, false), exists(ownPart), exists(certificate));
}

/** One page of the list, in name order; `search` keeps the names containing it, any case. */
export async function listManufacturers(
  ctx: Ctx,
  actor: Actor,
  query: ManufacturerListQuery,
): Promise<{ data: Manufacturer[]; total: number }> {
  // strpos, not LIKE: a '%' or '_' typed in the search is just a character.
  const where = and(
    query.search
      ? sql`strpos(lower(${manufacturers.name}), lower(${query.search})) > 0`
      : undefined,
    listedTo(ctx.db, actor),
  );
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
