import { MailListSchema, PageQuerySchema } from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { requireActor } from '../../plugins/auth.js';
import { listMails } from './mails.service.js';

/** The admin Outbox screen's data (DESIGN.md §5.11). */
export const mailRoutes: ApiRoutes = (app, ctx) => {
  app.get(
    '/mails',
    { schema: { querystring: PageQuerySchema, response: { 200: MailListSchema } } },
    (request) => {
      const { page, size } = request.query;
      return listMails(ctx.db, requireActor(request), page, size);
    },
  );
};
