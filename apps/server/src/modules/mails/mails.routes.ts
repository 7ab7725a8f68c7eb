import { mailApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { listMails } from './mails.service.js';

/** The admin Outbox screen's data (DESIGN.md §5.11). */
export const mailRoutes: ApiRoutes = (app, ctx) => {
  route(app, mailApi.list, ({ actor, query }) => listMails(ctx.db, actor, query.page, query.size));
};
