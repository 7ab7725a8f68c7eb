import { auditApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { listAudit } from './audit.service.js';

/** The audit log, newest first, for admins (DESIGN.md §5.12). */
export const auditRoutes: ApiRoutes = (app, ctx) => {
  route(app, auditApi.list, ({ actor, query }) => listAudit(ctx, actor, query));
};
