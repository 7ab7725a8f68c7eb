/** Companies: admins create and see all; everyone else sees only their own (DESIGN.md §5.2). */
import { asc, eq, sql } from 'drizzle-orm';
import { LIMITS, MSG, type Company, type CreateCompany } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { companies, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { can } from '../../access/can.js';
import type { Actor } from '../../plugins/auth.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

const columns = { id: companies.id, name: companies.name };

async function visibleCompanies(ctx: Ctx, actor: Actor): Promise<Company[]> {
  if (can(actor, 'company.seeAll')) {
    return ctx.db
      .select(columns)
      .from(companies)
      .orderBy(sql`lower(${companies.name})`, asc(companies.id));
  }
  if (actor.companyId == null) return [];
  return ctx.db.select(columns).from(companies).where(eq(companies.id, actor.companyId));
}

export async function listCompanies(
  ctx: Ctx,
  actor: Actor,
): Promise<{ data: Company[]; total: number }> {
  const data = await visibleCompanies(ctx, actor);
  return { data, total: data.length };
}

/**
 * The companies a user of `userId` may pick when creating a user of `roleId`: all for an
 * admin, the own company for anyone else. Only admins may ask on behalf of someone else.
 */
export async function companiesByUserRole(
  ctx: Ctx,
  actor: Actor,
  userId: number,
  _roleId: number,
): Promise<{ data: Company[]; total: number }> {
  if (userId !== actor.id && !can(actor, 'company.seeAll')) throw notFound('User not found');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const asUser: Actor = {
    ...actor,
    id: user.id,
    role: user.role as Actor['role'],
    companyId: user.companyId,
  };
  return listCompanies(ctx, asUser);
}

function trialEnd(from: Date): Date {
  const end = new Date(from);
  end.setMonth(end.getMonth() + LIMITS.trialMonths);
  return end;
}

export async function createCompany(
  ctx: Ctx,
  actor: Actor,
  input: CreateCompany,
): Promise<{ result: Company; message: string }> {
  try {
    const company = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({
          name: input.name,
          trialEndsAt: trialEnd(new Date()),
          componentLimit: LIMITS.trialComponents,
        })
        .returning();
      if (!row) throw new Error('company insert returned nothing');
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'company.create',
        targetType: 'company',
        targetId: row.id,
        after: row,
      });
      return row;
    });
    return { result: { id: company.id, name: company.name }, message: MSG.companyCreated };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG.companyExists);
    throw err;
  }
}
