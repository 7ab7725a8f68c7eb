/** Components of a product: add, edit, delete and their certificate status (spec §2, §4, §7). */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  materialStatusChoicesFor,
  MSG,
  ProductStatus,
  type Material,
  type MaterialDelete,
  type MaterialInput,
  type MaterialSave,
  type MaterialStatusId,
  type MaterialUpdate,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { companies, materials } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { can, refuse } from '../../access/can.js';
import {
  assertOpensProduct,
  findVisibleMaterial,
  findVisibleProduct,
} from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { dispatchMails } from '../mails/mails.service.js';
import { notifyItemAdded } from '../products/notifications.js';
import { assertCanAddComponents } from '../products/trial.js';
import { ensureParts } from '../parts/parts.queries.js';
import { materialAnswer } from './materials.queries.js';
import { materialKeys, withKeys } from './material-keys.js';

/** Rows per INSERT: keeps statements well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/** Inserts components after the product's last one, in chunks, inside the caller's transaction. */
export async function insertMaterials(
  db: Db,
  actor: Actor,
  productId: number,
  items: MaterialInput[],
): Promise<number[]> {
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${materials.position}), -1)::int` })
    .from(materials)
    .where(eq(materials.productId, productId));
  const start = (last?.max ?? -1) + 1;
  const partIds = await ensureParts(db, items);
  const ids: number[] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map(({ alternativeOf: _alternativeOf, ...m }, j) => ({
      ...withKeys(m),
      productId,
      position: start + i + j,
      createdBy: actor.id,
      partId: partIds[i + j] ?? null,
    }));
    const inserted = await db.insert(materials).values(rows).returning({ id: materials.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export async function getMaterial(ctx: Ctx, actor: Actor, id: number): Promise<Material> {
  const { material, product } = await findVisibleMaterial(ctx.db, actor, id);
  assertOpensProduct(actor, product);
  return materialAnswer(ctx.db, ctx.config, material, actor);
}

/** The Add component modal: one component, within the trial's limits, then the item-added mail. */
export async function saveMaterial(
  ctx: Ctx,
  actor: Actor,
  input: MaterialSave,
): Promise<{ message: string; material: Material }> {
  const product = await findVisibleProduct(ctx.db, actor, input.productId);
  assertOpensProduct(actor, product);
  const { productId, status: _status, ...fields } = input;
  const [company] = product.companyId
    ? await ctx.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, product.companyId))
    : [];
  const { row, mailIds } = await ctx.db.transaction(async (tx) => {
    await assertCanAddComponents(tx, actor, 1);
    const [id] = await insertMaterials(tx, actor, productId, [
      { ...fields, quantity: null, dnp: false },
    ]);
    const [row] = await tx
      .select()
      .from(materials)
      .where(eq(materials.id, id ?? 0));
    if (!row) throw new Error('material insert returned nothing');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.create',
      targetType: 'material',
      targetId: row.id,
      after: row,
    });
    const mailIds = !can(actor, 'item.addedNotifiesAdmins')
      ? []
      : await notifyItemAdded(tx, ctx, actor, {
          target: 'component',
          itemName: row.componentName,
          productId,
          productName: product.name,
          companyName: company?.name ?? ctx.config.providerName,
        });
    return { row, mailIds };
  });
  await dispatchMails(ctx, mailIds);
  return {
    message: MSG.materialCreated,
    material: await materialAnswer(ctx.db, ctx.config, row, actor),
  };
}

export async function updateMaterial(
  ctx: Ctx,
  actor: Actor,
  input: MaterialUpdate,
): Promise<Material> {
  const { material, product } = await findVisibleMaterial(ctx.db, actor, input.id);
  assertOpensProduct(actor, product);
  if (
    input.critical !== undefined &&
    input.critical !== material.critical &&
    product.statusId === ProductStatus.ReadyForReview
  ) {
    throw new AppError(
      'CONFLICT',
      'The critical flag cannot change while the product is in review',
    );
  }
  const { id, ...changes } = input;
  const row = await ctx.db.transaction(async (tx) => {
    // A new part number or manufacturer is another part: the line moves to it (the old
    // part keeps its facts for the other products that use it).
    const renamed = changes.componentName !== undefined || changes.manufacturer !== undefined;
    const partChange = renamed
      ? {
          partNumberSource: 'column' as const,
          partId:
            (
              await ensureParts(tx, [
                {
                  componentName: changes.componentName ?? material.componentName,
                  manufacturer: changes.manufacturer ?? material.manufacturer,
                },
              ])
            )[0] ?? null,
        }
      : {};
    const [row] = await tx
      .update(materials)
      .set({
        ...changes,
        ...partChange,
        // The stored keys follow the texts (the triggers regroup on a new reference key).
        ...materialKeys({
          internalReference: changes.internalReference ?? material.internalReference,
          componentName: changes.componentName ?? material.componentName,
          manufacturer: changes.manufacturer ?? material.manufacturer,
          type: changes.type ?? material.type,
        }),
        updatedAt: new Date(),
      })
      .where(eq(materials.id, id))
      .returning();
    if (!row) throw notFound('Component not found');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.update',
      targetType: 'material',
      targetId: id,
      before: material,
      after: row,
    });
    return row;
  });
  return materialAnswer(ctx.db, ctx.config, row, actor);
}

/** Deletes one or several components of one product (admins; spec §2 Delete components). */
export async function deleteMaterials(
  ctx: Ctx,
  actor: Actor,
  input: MaterialDelete,
): Promise<{ result: boolean; message: string; deleted: number }> {
  assertOpensProduct(actor, await findVisibleProduct(ctx.db, actor, input.productId));
  const ids = [...new Set([...(input.ids ?? []), ...(input.id !== undefined ? [input.id] : [])])];
  const deleted = await ctx.db.transaction(async (tx) => {
    const where = and(eq(materials.productId, input.productId), inArray(materials.id, ids));
    const [found] = await tx.select({ n: count() }).from(materials).where(where);
    // All or nothing: an id of another product (or a stale one) refuses the whole delete.
    if ((found?.n ?? 0) !== ids.length) throw notFound('Component not found');
    const rows = await tx.delete(materials).where(where).returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.delete',
      targetType: 'product',
      targetId: input.productId,
      before: rows,
    });
    return rows.length;
  });
  return { result: true, message: MSG.materialsDeleted, deleted };
}

export async function updateMaterialStatus(
  ctx: Ctx,
  actor: Actor,
  id: number,
  statusId: number,
): Promise<Material> {
  const { material, product } = await findVisibleMaterial(ctx.db, actor, id);
  assertOpensProduct(actor, product);
  if (!materialStatusChoicesFor(actor).includes(statusId as MaterialStatusId)) throw refuse();
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(materials)
      .set({ materialStatusId: statusId, updatedAt: new Date() })
      .where(eq(materials.id, id))
      .returning();
    if (!row) throw notFound('Component not found');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.status',
      targetType: 'material',
      targetId: id,
      before: { materialStatusId: material.materialStatusId },
      after: { materialStatusId: statusId },
    });
    return row;
  });
  return materialAnswer(ctx.db, ctx.config, row, actor);
}
