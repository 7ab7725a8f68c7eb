/** Reading the audit log (DESIGN.md §5.12): admins only, newest first. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/auth.js';

export async function listAudit(
  ctx: Ctx,
  actor: Actor,
  query: AuditQuery,
): Promise<{ data: AuditEntry[]; total: number }> {
  const { targetType, targetId, page, size } = query;
  const conditions: SQL[] = [];
  if (targetType) conditions.push(eq(auditLog.targetType, targetType));
  if (targetId) conditions.push(eq(auditLog.targetId, targetId));
  const where = and(...conditions);
  const rows = await ctx.db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(size)
    .offset((page - 1) * size);
  const [totalRow] = await ctx.db.select({ n: count() }).from(auditLog).where(where);
  return {
    data: rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: totalRow?.n ?? 0,
  };
}
