import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AuditListSchema, Role } from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { auditLog, users } from '../../db/schema/index.js';
import { requireRole } from '../../plugins/auth.js';

const AuditQuerySchema = z.strictObject({
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

/** The audit log, newest first, for admins (DESIGN.md §5.12). */
export const auditRoutes: ApiRoutes = (app, ctx) => {
  app.get(
    '/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } } },
    async (request) => {
      requireRole(request, Role.Admin);
      const { targetType, targetId, page, size } = request.query;
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
        total: (await ctx.db.select({ n: count() }).from(auditLog).where(where))[0]?.n ?? 0,
      };
    },
  );
};
