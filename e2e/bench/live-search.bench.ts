/**
 * Search database for a 500-component product with the product page open: 20,000
 * certificates of one maker, 40 candidates per component, every candidate a live-feed
 * frame. Prints how long the server took, when the page had caught up (no row still
 * searching), how many frames arrived, and the page's long tasks meanwhile.
 */
import { cdocApi, certificateSearchApi, productApi } from '@partproof/shared';
import { adminToken, callApi } from '../tests/support/api.js';
import { expect, test } from '../tests/support/fixtures.js';

// BENCH_QUICK=1 (a smoke run) searches a tenth of the product.
const COMPONENTS = process.env.BENCH_QUICK === '1' ? 50 : 500;
const PER_COMPONENT = 40;
const model = (c: number) => `LV${String(c).padStart(4, '0')}QZ`;

function certificateExport(): File {
  const rows = ['Certifying Body,Reference Number,Holder,Model,Expiry Date'];
  for (let c = 0; c < COMPONENTS; c++)
    for (let k = 0; k < PER_COMPONENT; k++)
      rows.push(
        `TÜV SÜD,LIVE-${c}-${k},Livemaker GmbH,${model(c)}${String(k).padStart(2, '0')},2031-01-01`,
      );
  return new File([rows.join('\n')], 'live-bench.csv', { type: 'text/csv' });
}

test(`Search database, ${COMPONENTS} components, product page open`, async ({
  page,
  signIn,
  admin,
}) => {
  const token = await adminToken();
  let started = Date.now();
  const imported = await callApi(
    cdocApi.importCdocs,
    { form: {}, files: [certificateExport()] },
    token,
  );
  const importMs = Date.now() - started;
  const { id } = await callApi(
    productApi.save,
    {
      body: {
        name: 'Live bench board',
        type: [{ id: null, title: 'IT equipment' }],
        standards: [{ id: null, title: 'IEC 62368-1' }],
        markets: [{ id: null, title: 'EU' }],
        developmentStatus: { id: null, title: 'Prototype' },
        manufacturer: 'Bench',
        customer: 'Bench',
        collectionProductMaterials: 'bench.xlsx',
        materials: Array.from({ length: COMPONENTS }, (_, c) => ({
          internalReference: `IPN-${c}`,
          designator: [`U${c + 1}`],
          componentName: model(c),
          type: 'IC',
          manufacturer: 'Livemaker',
          critical: true,
        })),
      },
    },
    token,
  );
  const allEnded = async () => {
    const runs = await callApi(
      certificateSearchApi.searchRuns,
      { query: { productId: id } },
      token,
    );
    return runs.data.length === COMPONENTS && runs.data.every((m) => !m.ranProducts[0]?.isRunning);
  };

  let frames = 0;
  page.on('websocket', (socket) => socket.on('framereceived', () => (frames += 1)));
  await signIn(admin);
  await page.goto(`/products/${id}`);
  await expect(page.getByRole('heading', { name: 'Live bench board', level: 2 })).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });

  await page.getByRole('checkbox', { name: 'Run for all components' }).check();
  started = Date.now();
  await page.getByRole('button', { name: 'Search database', exact: true }).click();
  await expect.poll(allEnded, { timeout: 540_000, intervals: [500] }).toBe(true);
  const serverMs = Date.now() - started;
  await expect(page.getByLabel(/^Searching /)).toHaveCount(0, { timeout: 540_000 });
  const pageMs = Date.now() - started;
  const longTasks = await page.evaluate(
    () => (window as unknown as { longTasks: number[] }).longTasks,
  );
  console.table([
    { case: `import ${imported.imported} certificates (CSV)`, ms: importMs },
    { case: `Search database, ${COMPONENTS} components: all runs ended`, ms: serverMs },
    { case: 'the product page caught up (no row searching)', ms: pageMs },
    { case: `live frames received`, count: frames },
    {
      case: 'page long tasks (> 50 ms) meanwhile',
      count: longTasks.length,
      ms: Math.round(longTasks.reduce((sum, d) => sum + d, 0)),
    },
  ]);
});
