/**
 * The 'scrape' job: Scrape Certificate for materials (search database + every enabled
 * connector), a manufacturer's scrape through one directory, or the scrapper's product names.
 */
import type { Ctx } from '../context.js';
import { runSearchJob } from '../modules/certificate-search/run-search.js';
import {
  runDirectoryScrape,
  type ScrapeJobData,
} from '../modules/certificate-search/scrape.service.js';
import { enabledConnectors } from '../modules/certificate-search/sources/sources.js';

export function createScrape(ctx: Ctx) {
  return async (data: ScrapeJobData) => {
    if (data.type === 'materials') return runSearchJob(ctx, data, enabledConnectors(ctx.config));
    return runDirectoryScrape(ctx, data);
  };
}
