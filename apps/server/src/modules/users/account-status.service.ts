/**
 * Revoking access (DESIGN.md §5.3, §5.18): disabling a user (no sign-in, every session ends at
 * once), enabling them again, and removing the account. Admins act on anyone; compliance users
 * on the users of their own company, never an admin; nobody on their own account.
 */
import { eq } from 'drizzle-orm';
import { MSG, type ManagedUser } from '@partproof/shared';
import { assertMayRevoke, reachesUser } from '../../access/users.js';
import type { Ctx } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { removeFile } from '../../lib/storage.js';
import type { Actor } from '../../plugins/auth.js';
import { findUserById, nextTokenVersion, toManagedUserDto, type UserRow } from './users.queries.js';

/** What the audit log keeps of a user whose access changes (no hash, no token version). */
const auditView = (u: UserRow) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  companyId: u.companyId,
  disabledAt: u.disabledAt,
});

/** The target, if the actor may revoke their access: 403 for oneself or an admin, else 404. */
async function revocableUser(ctx: Ctx, actor: Actor, id: number) {
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound('User not found');
  assertMayRevoke(actor, row.user);
  if (!reachesUser(actor, row.user)) throw notFound('User not found');
  return row;
}

async function setDisabled(
  ctx: Ctx,
  actor: Actor,
  id: number,
  disabled: boolean,
): Promise<{ affected: number; user: ManagedUser }> {
  const { user: before, company } = await revocableUser(ctx, actor, id);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set(
        disabled
          ? // A disabled user's sessions end now, not when their tokens expire.
            { disabledAt: before.disabledAt ?? new Date(), tokenVersion: nextTokenVersion() }
          : { disabledAt: null },
      )
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound('User not found');
    await writeAudit(tx, {
      actorId: actor.id,
      action: disabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: id,
      before: auditView(before),
      after: auditView(row),
    });
    return row;
  });
  return { affected: 1, user: toManagedUserDto(ctx.config.jwtSecret, updated, company) };
}

export const disableUser = (ctx: Ctx, actor: Actor, id: number) =>
  setDisabled(ctx, actor, id, true);

export const enableUser = (ctx: Ctx, actor: Actor, id: number) =>
  setDisabled(ctx, actor, id, false);

/**
 * Deletes the account. What the user made stays (products, components, files, audit entries
 * keep their rows; the foreign keys set the author to null) and their reset links go with it;
 * the audit entry keeps who it was.
 */
export async function removeUser(ctx: Ctx, actor: Actor, id: number): Promise<{ message: string }> {
  const { user } = await revocableUser(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (deleted.length === 0) throw notFound('User not found');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'user.remove',
      targetType: 'user',
      targetId: id,
      before: auditView(user),
    });
  });
  if (user.profileImageId) await removeFile(ctx.db, ctx.config.dataDir, user.profileImageId);
  return { message: MSG.userRemoved };
}
