import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type SearchRun } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { createMaterial, createProduct, signedIn } from '../../test/factories.js';
import { waitFor } from '../../test/helpers.js';
import { openFeed } from '../../test/live-client.js';
import { materialSearchRuns } from '../db/schema/index.js';
import { assignJob, createRuns } from '../modules/certificate-search/search-runs.queries.js';
import { QUEUES } from '../plugins/jobs.js';
import { endOrphanedSearchRuns, ORPHANED_RUN_ERROR } from './search-run-sweep.js';

let t: TestApp;
let admin: { authorization: string };
let customer: { authorization: string; companyId: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
  const c = await signedIn(t.app, t.ctx.db, { role: Role.User });
  customer = { ...c.headers, companyId: c.user.companyId ?? 0 };
});
afterAll(() => t.close());

async function customerMaterial() {
  const product = await createProduct(t.ctx.db, { companyId: customer.companyId });
  const material = await createMaterial(t.ctx.db, { productId: product.id });
  return { product, material };
}

/**
 * The material's latest run as the product page reads it after a reload, as an admin: the
 * one who runs searches reads why one ended (others read only 'Search failed').
 */
async function latestRun(productId: number, materialId: number): Promise<SearchRun | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/material/search-runs?productId=${productId}`,
    headers: admin,
  });
  const list = res.json<{ data: { materialId: number; ranProducts: SearchRun[] }[] }>().data;
  return list.find((r) => r.materialId === materialId)?.ranProducts[0];
}

describe('the search-run sweep', () => {
  it('leaves a queued search running, and ends it, live, once pg-boss has failed its job', async () => {
    const { product, material } = await customerMaterial();
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/material/find-certificates',
      headers: admin,
      payload: { materials: [material.id] },
    });
    expect(start.statusCode).toBe(202);
    const { jobId } = start.json<{ jobId: string }>();
    const [run] = await t.ctx.db
      .select()
      .from(materialSearchRuns)
      .where(eq(materialSearchRuns.materialId, material.id));
    expect(run?.jobId).toBe(jobId);

    // No worker yet: the job waits, and the sweep must not touch its run.
    await endOrphanedSearchRuns(t.ctx);
    expect(await latestRun(product.id, material.id)).toMatchObject({ isRunning: true });

    // A worker that dies on the job (as a crashed process's job fails when its heartbeat stops).
    await t.ctx.jobs.work(
      QUEUES.searchDatabase,
      () => Promise.reject(new Error('the worker died')),
      { pollingIntervalSeconds: 0.5 },
    );
    await waitFor(
      async () =>
        (await t.ctx.jobs.state(QUEUES.searchDatabase, jobId)) === 'failed' ? true : undefined,
      { what: 'pg-boss to fail the job' },
    );
    expect(await latestRun(product.id, material.id)).toMatchObject({ isRunning: true });

    const feed = await openFeed(t.app, admin.authorization);
    try {
      expect((await endOrphanedSearchRuns(t.ctx)).ended).toBeGreaterThanOrEqual(1);
      expect(await latestRun(product.id, material.id)).toMatchObject({
        isRunning: false,
        error: ORPHANED_RUN_ERROR,
      });
      const update = await waitFor(
        () =>
          Promise.resolve(
            feed
              .events()
              .find((m) => m.event === 'ranProductUpdate' && m.materialId === material.id),
          ),
        { what: 'the ranProductUpdate of the ended run' },
      );
      expect(update.data).toEqual({
        ranProducts: [
          {
            model: material.componentName,
            manufacture: material.manufacturer,
            isRunning: false,
            error: ORPHANED_RUN_ERROR,
          },
        ],
      });
    } finally {
      feed.close();
    }
  });

  it('ends a run whose job pg-boss no longer knows', async () => {
    const { product, material } = await customerMaterial();
    const [run] = await createRuns(t.ctx.db, 'scrape', 1, [material]);
    await assignJob(t.ctx.db, [run?.id ?? 0], randomUUID());
    await endOrphanedSearchRuns(t.ctx);
    expect(await latestRun(product.id, material.id)).toMatchObject({
      kind: 'scrape',
      isRunning: false,
      error: ORPHANED_RUN_ERROR,
    });
  });

  it('gives a run that never got a job ten minutes before ending it', async () => {
    const { product, material } = await customerMaterial();
    const [run] = await createRuns(t.ctx.db, 'database', 1, [material]);
    const startedAt = run?.startedAt.getTime() ?? 0;
    await endOrphanedSearchRuns(t.ctx, new Date(startedAt + 5 * 60_000));
    expect(await latestRun(product.id, material.id)).toMatchObject({ isRunning: true });
    await endOrphanedSearchRuns(t.ctx, new Date(startedAt + 11 * 60_000));
    expect(await latestRun(product.id, material.id)).toMatchObject({
      isRunning: false,
      error: ORPHANED_RUN_ERROR,
    });
  });
});
