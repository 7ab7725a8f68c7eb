import { AuditListSchema, AuditQuerySchema } from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { requireActor } from '../../plugins/auth.js';
import { listAudit } from './audit.service.js';

/** The audit log, newest first, for admins (DESIGN.md §5.12). */
export const auditRoutes: ApiRoutes = (app, ctx) => {
  app.get(
    '/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } } },
    (request) => listAudit(ctx, requireActor(request), request.query),
  );
};
