/**
 * The connectors' own screens (admin): the Manufacturer screen's Scrape (`manufacturer/scrap`
 * with the US safety certifier's fixed payload), the scrapper modal (`search?search=`),
 * and the scraping list (`list`).
 * Scrapes run as 'scrape' jobs; their state is pg-boss's job state.
 */
import {
  SEARCH_MSG,
  sourceLabel,
  type ManufacturerScrap,
  type ScrapeListItem,
  type ScrapeStatus,
  type SourceName,
} from '@partproof/shared';
import type { Ctx } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { QUEUES } from '../../plugins/jobs.js';
import { connectorFor, enabledConnectors } from './sources/sources.js';
import { storeSourceRecords } from './sources/store-records.js';
import { askConnectors, type SearchJobData } from './run-search.js';

export type ScrapeJobData =
  | ({ type: 'materials' } & SearchJobData)
  | {
      type: 'manufacturer';
      source: SourceName;
      query: string;
      params: Record<string, string | number | boolean>;
    }
  | { type: 'products'; names: string[] };

/** What a finished scrape job reports (its pg-boss output). */
export interface ScrapeOutput {
  found: number;
}

const notConfigured = (source: SourceName) =>
  new AppError(
    'CONFLICT',
    `The ${sourceLabel(source)} directory (${source}) is not configured on this server`,
  );

export async function startManufacturerScrape(ctx: Ctx, actor: Actor, input: ManufacturerScrap) {
  if (!connectorFor(ctx.config, input.test_house)) throw notConfigured(input.test_house);
  const data: ScrapeJobData = {
    type: 'manufacturer',
    source: input.test_house,
    query: input.query,
    params: {
      llm: input.llm,
      search_term: input.search_term,
      max_pages: input.max_pages,
      max_rows: input.max_rows,
    },
  };
  const jobId = await ctx.jobs.send(QUEUES.scrape, data);
  return { message: SEARCH_MSG.scrapingStarted, jobId };
}

/** The scrapper modal: product names separated by commas, semicolons or lines. */
export async function startProductScrape(ctx: Ctx, actor: Actor, search: string | undefined) {
  const names = [
    ...new Set(
      (search ?? '')
        .split(/[,;\r\n]+/)
        .map((n) => n.trim())
        .filter((n) => n !== ''),
    ),
  ].slice(0, 50);
  if (names.length === 0) throw new AppError('VALIDATION', SEARCH_MSG.enterProductName);
  if (enabledConnectors(ctx.config).length === 0)
    throw new AppError('CONFLICT', 'No certificate directory is configured on this server');
  const jobId = await ctx.jobs.send(QUEUES.scrape, {
    type: 'products',
    names,
  } satisfies ScrapeJobData);
  return { message: SEARCH_MSG.success, jobId };
}

/** Runs a manufacturer or product-name scrape: all records in one transaction. */
export async function runDirectoryScrape(
  ctx: Ctx,
  data: Exclude<ScrapeJobData, { type: 'materials' }>,
): Promise<ScrapeOutput> {
  let records;
  if (data.type === 'manufacturer') {
    const connector = connectorFor(ctx.config, data.source);
    if (!connector) throw notConfigured(data.source);
    records = await connector.search({ manufacturer: data.query, model: '', params: data.params });
  } else {
    const connectors = enabledConnectors(ctx.config);
    records = [];
    for (const name of data.names) records.push(...(await askConnectors(connectors, '', name)));
  }
  const ids = await ctx.db.transaction((tx) => storeSourceRecords(tx, records));
  return { found: ids.length };
}

const STATUS: Record<string, ScrapeStatus> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'failed',
};

/** `GET /list`: the latest scrape jobs, newest first. */
export async function listScrapes(ctx: Ctx, actor: Actor, limit = 100) {
  const jobs = await ctx.jobs.list<ScrapeJobData>(QUEUES.scrape);
  const data: ScrapeListItem[] = jobs
    .sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime())
    .slice(0, limit)
    .map((job) => {
      const status = STATUS[job.state] ?? 'queued';
      const output = (job.output ?? {}) as Partial<ScrapeOutput> & { message?: unknown };
      return {
        jobId: job.id,
        kind: job.data.type,
        query: describeQuery(job.data),
        status,
        createdAt: job.createdOn.toISOString(),
        completedAt: job.completedOn?.toISOString() ?? null,
        found: status === 'done' && typeof output.found === 'number' ? output.found : null,
        error: status === 'failed' && typeof output.message === 'string' ? output.message : null,
      };
    });
  return { data, total: data.length };
}

function describeQuery(data: ScrapeJobData): string {
  switch (data.type) {
    case 'manufacturer':
      return `${sourceLabel(data.source)}: ${data.query}`;
    case 'products':
      return data.names.join(', ');
    case 'materials':
      return `${data.runs.length} component(s)`;
  }
}
