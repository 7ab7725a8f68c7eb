/** The 'fetch-declarations' job: Fetch RoHS/REACH for some components (declarations). */
import type { Ctx } from '../context.js';
import { runFetchDocs, type FetchDocsJobData } from '../modules/declarations/fetch-docs.service.js';

export function createFetchDeclarations(ctx: Ctx) {
  return (data: FetchDocsJobData) => runFetchDocs(ctx, data);
}
