/** Search database / Scrape Certificate and the connectors' screens (admin, except reads). */
import { certificateSearchApi } from '@partproof/shared';
import type { ApiRoutes } from '../../lib/route.js';
import { route } from '../../lib/route.js';
import { findCertificates, searchRuns } from './find-certificates.service.js';
import { listScrapes, startManufacturerScrape, startProductScrape } from './scrape.service.js';
import { resolveVdeLink } from './vde-link.service.js';

export const certificateSearchRoutes: ApiRoutes = (app, ctx) => {
  route(app, certificateSearchApi.findCertificates, ({ actor, body }) =>
    findCertificates(ctx, actor, body),
  );
  route(app, certificateSearchApi.searchRuns, ({ actor, query }) =>
    searchRuns(ctx, actor, query.productId),
  );
  route(app, certificateSearchApi.manufacturerScrap, ({ actor, body }) =>
    startManufacturerScrape(ctx, actor, body),
  );
  route(app, certificateSearchApi.productScrape, ({ actor, query, body }) =>
    startProductScrape(ctx, actor, query.search ?? body?.search),
  );
  route(app, certificateSearchApi.scrapes, ({ actor }) => listScrapes(ctx, actor));
  // Every role: the Components screen's records modal opens VDE links for everyone (cached,
  // and rate limited per user).
  route(app, certificateSearchApi.vdeLink, ({ actor, body }) => resolveVdeLink(ctx, actor, body));
};
