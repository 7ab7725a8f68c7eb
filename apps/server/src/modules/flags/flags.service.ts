/**
 * Flags on components (spec §7 flag-mail; DESIGN.md §9.8): anyone who sees a component may
 * flag it to the admins with a reason; it shows 4 Flagged until an admin resolves the flag
 * with a note. One open flag per component. Every change is audited and published live.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  REQUEST_MSG,
  Role,
  type FlagMail,
  type FlagResolve,
  type Material,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { materialFlags, materials, users } from '../../db/schema/index.js';
import { assertOpensProduct, findVisibleMaterial } from '../../access/visibility.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/auth.js';
import { dispatchMails, storeMail } from '../mails/mails.service.js';
import { materialAnswer } from '../materials/materials.queries.js';
import { materialFlagMail } from './flag-mail.js';
import { publishFlag } from './flag-live.js';

async function reachableMaterial(ctx: Ctx, actor: Actor, materialId: number) {
  const found = await findVisibleMaterial(ctx.db, actor, materialId);
  assertOpensProduct(actor, found.product);
  return found;
}

/** Locks the material row, so two flags (or a flag and a resolve) of it take turns. */
async function lockMaterial(tx: Db, materialId: number) {
  await tx
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.id, materialId))
    .for('update');
}

async function openFlag(tx: Db, materialId: number) {
  const [row] = await tx
    .select()
    .from(materialFlags)
    .where(and(eq(materialFlags.materialId, materialId), isNull(materialFlags.resolvedAt)));
  return row;
}

export async function flagMaterial(ctx: Ctx, actor: Actor, input: FlagMail) {
  const { material, product } = await reachableMaterial(ctx, actor, input.materialId);
  const mailIds = await ctx.db.transaction(async (tx) => {
    await lockMaterial(tx, material.id);
    if (await openFlag(tx, material.id)) throw new AppError('CONFLICT', REQUEST_MSG.alreadyFlagged);
    const [row] = await tx
      .insert(materialFlags)
      .values({ materialId: material.id, reason: input.reason, flaggedBy: actor.id })
      .returning();
    if (!row) throw new Error('flag insert returned nothing');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.flag',
      targetType: 'material',
      targetId: material.id,
      after: row,
    });
    const [flagger] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, actor.id));
    const admins = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.role, Role.Admin), isNull(users.disabledAt)));
    const component = {
      productId: product.id,
      productName: product.name,
      internalReference: material.internalReference,
      componentName: material.componentName,
      manufacturer: material.manufacturer,
    };
    const ids: number[] = [];
    for (const admin of admins) {
      const mail = materialFlagMail(ctx.config, admin, component, input.reason, {
        firstName: flagger?.firstName ?? '',
        lastName: flagger?.lastName ?? '',
        email: flagger?.email ?? '',
      });
      ids.push(await storeMail(tx, ctx, mail));
    }
    await publishFlag(tx, product.id, material.id);
    return ids;
  });
  await dispatchMails(ctx, mailIds);
  return { result: true, message: REQUEST_MSG.flagged };
}

export async function resolveFlag(ctx: Ctx, actor: Actor, input: FlagResolve): Promise<Material> {
  const { material, product } = await reachableMaterial(ctx, actor, input.materialId);
  await ctx.db.transaction(async (tx) => {
    await lockMaterial(tx, material.id);
    const before = await openFlag(tx, material.id);
    if (!before) throw notFound(REQUEST_MSG.notFlagged);
    const [after] = await tx
      .update(materialFlags)
      .set({ resolvedAt: new Date(), resolvedBy: actor.id, note: input.note })
      .where(eq(materialFlags.id, before.id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'material.flag.resolve',
      targetType: 'material',
      targetId: material.id,
      before,
      after,
    });
    await publishFlag(tx, product.id, material.id);
  });
  return materialAnswer(ctx.db, ctx.config, material, actor);
}
