/**
 * The audit log (DESIGN.md §5.12): the audit module's one call.
 */
import { defineEndpoint } from '../endpoint.js';
import { AuditListSchema, AuditQuerySchema } from '../schemas/audit.js';

/** The audit module's endpoints. */
export const auditApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/audit',
    query: AuditQuerySchema,
    response: AuditListSchema,
    access: { can: 'audit.read', scope: 'global' },
  }),
};
