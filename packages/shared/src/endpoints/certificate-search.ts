/** Search database / Scrape Certificate and the connectors' screens (spec §7, DESIGN.md §5.6). */
import { defineEndpoint } from '../endpoint.js';
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
} from '../schemas/certificate-search.js';

export const certificateSearchApi = {
  findCertificates: defineEndpoint({
    method: 'POST',
    path: '/material/find-certificates',
    body: FindCertificatesSchema,
    response: FindCertificatesResultSchema,
    status: 202,
    access: { can: 'certificate.search', scope: 'company' },
  }),
  searchRuns: defineEndpoint({
    method: 'GET',
    path: '/material/search-runs',
    query: SearchRunsQuerySchema,
    response: SearchRunsResultSchema,
    // Whoever sees the product follows its searches' progress.
    access: { can: 'signed-in', scope: 'company' },
  }),
  manufacturerScrap: defineEndpoint({
    method: 'POST',
    path: '/manufacturer/scrap',
    body: ManufacturerScrapSchema,
    response: ScrapeStartedSchema,
    status: 202,
    access: { can: 'certificate.search', scope: 'global' },
  }),
  productScrape: defineEndpoint({
    method: 'POST',
    path: '/search',
    query: ScrapperQuerySchema,
    body: ScrapperBodySchema,
    response: ScrapeStartedSchema,
    status: 202,
    access: { can: 'certificate.search', scope: 'global' },
  }),
  scrapes: defineEndpoint({
    method: 'GET',
    path: '/list',
    response: ScrapeListSchema,
    access: { can: 'certificate.search', scope: 'global' },
  }),
  vdeLink: defineEndpoint({
    method: 'POST',
    path: '/scrapers/vde/link',
    body: VdeLinkSchema,
    response: VdeLinkResultSchema,
    // The Components screen's records modal opens VDE links: whoever reads certificate records.
    access: { can: 'certificateRecord.read', scope: 'global' },
  }),
};
