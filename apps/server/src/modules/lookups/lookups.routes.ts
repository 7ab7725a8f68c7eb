import { lookupApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { allLookupLists, listLookups } from './lookups.service.js';

export const lookupRoutes: ApiRoutes = (app, ctx) => {
  route(app, lookupApi.all, ({ actor }) => allLookupLists(ctx.db, actor.companyId));
  route(app, lookupApi.requiredCertificates, async () => {
    const data = await listLookups(ctx.db, 'certificateKind', null);
    return { data, total: data.length };
  });
};
