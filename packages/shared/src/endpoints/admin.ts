/** The admin screens' data: outbox and audit log (DESIGN.md §5.11, §5.12). */
import { defineEndpoint } from '../endpoint.js';
import { AuditListSchema, AuditQuerySchema } from '../schemas/audit.js';
import { MailListSchema, PageQuerySchema } from '../schemas/mails.js';

export const adminApi = {
  mails: defineEndpoint({
    method: 'GET',
    path: '/mails',
    query: PageQuerySchema,
    response: MailListSchema,
    access: { can: 'outbox.read', scope: 'global' },
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/audit',
    query: AuditQuerySchema,
    response: AuditListSchema,
    access: { can: 'audit.read', scope: 'global' },
  }),
};
