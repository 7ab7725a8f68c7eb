/** The 'search-database' job: Search database for some materials (certificate-search). */
import type { Ctx } from '../context.js';
import { runSearchJob, type SearchJobData } from '../modules/certificate-search/run-search.js';

export function createSearchDatabase(ctx: Ctx) {
  return (data: SearchJobData) => runSearchJob(ctx, data);
}
