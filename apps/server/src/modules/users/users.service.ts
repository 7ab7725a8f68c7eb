/** Creating, listing and editing users, scoped per DESIGN.md §5.2, §5.3 and §5.18. */
import { eq } from 'drizzle-orm';
import {
  MSG,
  roleNeedsCompany,
  type ManagedUser,
  type Registration,
  type UpdateUser,
  type User,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { can } from '../../access/can.js';
import { assertMayGrantRoHS, assertRoleChange, reachesUser } from '../../access/users.js';
import { seesCompany } from '../../access/visibility.js';
import type { Actor } from '../../plugins/auth.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { dispatchMails, storeMail } from '../mails/mails.service.js';
import { emailChangedMail } from './email-changed-mail.js';
import {
  findUserById,
  listUsers,
  nextTokenVersion,
  toManagedUserDto,
  toUserDto,
  type UserRow,
} from './users.queries.js';

/** What the audit log keeps of a user (no hash, no token version). */
function auditView(u: UserRow) {
  const { passwordHash: _hash, tokenVersion: _version, ...rest } = u;
  return rest;
}

async function assertCompanyVisible(db: Db, actor: Actor, companyId: number): Promise<void> {
  if (!seesCompany(actor, companyId)) throw notFound('Company not found');
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found');
}

export async function registerUser(
  ctx: Ctx,
  actor: Actor,
  input: Registration,
): Promise<{ message: string; id: number }> {
  assertMayGrantRoHS(actor, input.isRoHSAllow);
  // A compliance user's engineers join its company; an admin's engineer may have none.
  const companyId = input.companyId ?? (can(actor, 'company.seeAll') ? null : actor.companyId);
  if (companyId != null) await assertCompanyVisible(ctx.db, actor, companyId);
  if (roleNeedsCompany(input.role) && companyId == null) {
    throw new AppError('VALIDATION', MSG.selectCompanyInline, {
      companyId: [MSG.selectCompanyInline],
    });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
          role: input.role,
          companyId,
          isRoHSAllow: input.isRoHSAllow,
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'user.create',
        targetType: 'user',
        targetId: created.id,
        after: auditView(created),
      });
      return { message: MSG.customerCreated, id: created.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG.emailRegistered);
    throw err;
  }
}

/** Admins see every user; compliance users those of their company; others nobody. */
export async function getAllUsers(
  ctx: Ctx,
  actor: Actor,
): Promise<{ data: ManagedUser[]; total: number }> {
  const all = can(actor, 'company.seeAll');
  if (!all && actor.companyId == null) return { data: [], total: 0 };
  const rows = await listUsers(ctx.db, all ? undefined : (actor.companyId ?? undefined));
  const data = rows.map((r) => toManagedUserDto(ctx.config.jwtSecret, r.user, r.company));
  return { data, total: data.length };
}

export async function getCompanyUsers(
  ctx: Ctx,
  actor: Actor,
  companyId: number,
): Promise<{ data: ManagedUser[]; total: number }> {
  await assertCompanyVisible(ctx.db, actor, companyId);
  const rows = await listUsers(ctx.db, companyId);
  const data = rows.map((r) => toManagedUserDto(ctx.config.jwtSecret, r.user, r.company));
  return { data, total: data.length };
}

/** The target user if the actor may manage them; 404 for users out of reach. */
async function managedUser(ctx: Ctx, actor: Actor, id: number) {
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound('User not found');
  if (!reachesUser(actor, row.user)) throw notFound('User not found');
  return row.user;
}

/**
 * `user/updateUser`: an admin or compliance user edits someone's names, email, role or flags.
 * A new email, role or company ends the user's sessions (they sign in again as who they now
 * are), and a new email is announced to the old address, in case it was not the owner's wish.
 */
export async function updateUser(
  ctx: Ctx,
  actor: Actor,
  input: UpdateUser,
): Promise<{ affected: number; user: User }> {
  const target = await managedUser(ctx, actor, input.id);
  const { id, ...changes } = input;
  assertRoleChange(actor, target, changes.role);
  assertMayGrantRoHS(actor, changes.isRoHSAllow);
  if (changes.companyId !== undefined && changes.companyId !== null) {
    await assertCompanyVisible(ctx.db, actor, changes.companyId);
  }
  if (changes.companyId !== undefined && !seesCompany(actor, changes.companyId)) {
    throw notFound('Company not found');
  }
  const role = changes.role ?? target.role;
  const companyId = changes.companyId === undefined ? target.companyId : changes.companyId;
  if (roleNeedsCompany(role) && companyId == null) {
    throw new AppError('VALIDATION', MSG.selectCompanyInline, {
      companyId: [MSG.selectCompanyInline],
    });
  }
  // Change detection, not a permission check (those are above, in access/).
  const before = { email: target.email, role: target.role, companyId: target.companyId };
  const emailChanged = changes.email !== undefined && changes.email !== before.email;
  const roleChanged = !Object.is(role, before.role);
  const endsSessions = emailChanged || roleChanged || companyId !== before.companyId;
  try {
    const { updated, mailIds } = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          ...changes,
          ...(endsSessions ? { tokenVersion: nextTokenVersion() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound('User not found');
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        before: auditView(target),
        after: auditView(row),
      });
      const ids = emailChanged
        ? [await storeMail(tx, ctx, emailChangedMail(target, row.email))]
        : [];
      return { updated: row, mailIds: ids };
    });
    await dispatchMails(ctx, mailIds);
    const fresh = await findUserById(ctx.db, updated.id);
    return { affected: 1, user: toUserDto(ctx.config.jwtSecret, updated, fresh?.company ?? null) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG.emailRegistered);
    throw err;
  }
}
