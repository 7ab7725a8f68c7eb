/**
 * The outbox screen's data (DESIGN.md §5.11): the mails module's one call.
 */
import { defineEndpoint } from '../endpoint.js';
import { MailListSchema, PageQuerySchema } from '../schemas/mails.js';

/** The mails module's endpoints. */
export const mailApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/mails',
    query: PageQuerySchema,
    response: MailListSchema,
    access: { can: 'outbox.read', scope: 'global' },
  }),
};
