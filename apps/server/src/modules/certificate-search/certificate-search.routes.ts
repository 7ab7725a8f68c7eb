/** Search database / Scrape Certificate and the connectors' screens (admin, except reads). */
import {
  FindCertificatesResultSchema,
  FindCertificatesSchema,
  ManufacturerScrapSchema,
  ScrapeListSchema,
  ScrapeStartedSchema,
  ScrapperBodySchema,
  ScrapperQuerySchema,
  SearchRunsQuerySchema,
  SearchRunsResultSchema,
  VdeLinkResultSchema,
  VdeLinkSchema,
} from '@partproof/shared';
import type { ApiRoutes } from '../../app.js';
import { requireActor } from '../../plugins/auth.js';
import { findCertificates, searchRuns } from './find-certificates.service.js';
import {
  listScrapes,
  resolveVdeLink,
  startManufacturerScrape,
  startProductScrape,
} from './scrape.service.js';

export const certificateSearchRoutes: ApiRoutes = (app, ctx) => {
  app.post(
    '/material/find-certificates',
    {
      schema: {
        body: FindCertificatesSchema,
        response: { 202: FindCertificatesResultSchema },
      },
    },
    async (request, reply) => {
      return reply
        .status(202)
        .send(await findCertificates(ctx, requireActor(request), request.body));
    },
  );

  app.get(
    '/material/search-runs',
    { schema: { querystring: SearchRunsQuerySchema, response: { 200: SearchRunsResultSchema } } },
    (request) => searchRuns(ctx, requireActor(request), request.query.productId),
  );

  app.post(
    '/manufacturer/scrap',
    { schema: { body: ManufacturerScrapSchema, response: { 202: ScrapeStartedSchema } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await startManufacturerScrape(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/search',
    {
      schema: {
        querystring: ScrapperQuerySchema,
        body: ScrapperBodySchema,
        response: { 202: ScrapeStartedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await startProductScrape(
            ctx,
            requireActor(request),
            request.query.search ?? request.body?.search,
          ),
        ),
  );

  app.get('/list', { schema: { response: { 200: ScrapeListSchema } } }, (request) =>
    listScrapes(ctx, requireActor(request)),
  );

  // Any signed-in user: the Components screen's records modal opens VDE links for everyone.
  app.post(
    '/scrapers/vde/link',
    { schema: { body: VdeLinkSchema, response: { 200: VdeLinkResultSchema } } },
    (request) => {
      requireActor(request);
      return resolveVdeLink(ctx, request.body);
    },
  );
};
