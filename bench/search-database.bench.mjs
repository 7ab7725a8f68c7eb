// "Search database" over a large certificate database on embedded PGlite (certificates
// issue: 1,000,000 cdocs, a 500-component product, under a minute). BENCH_CDOCS sets the
// number of records (default 100,000). The job handler is called directly, so the figure
// is the search itself, not pg-boss's polling.
import { createRuns } from '../apps/server/dist/src/modules/certificate-search/search-runs.queries.js';
import { runSearchJob } from '../apps/server/dist/src/modules/certificate-search/run-search.js';
import { benchApp } from './support.mjs';

const COMPONENTS = 500;
const MAKERS = 2000;
const BIG_MAKERS = 10;

/** The manufacturer of record i: a fifth of all records belong to 10 big makers. */
const makerOf = (i) => (i % 5 === 0 ? i % BIG_MAKERS : i % MAKERS);
const pad = (i) => String(i).padStart(7, '0');

export async function run() {
  const n = Number(process.env.BENCH_CDOCS ?? 100_000);
  const { app, ctx, headers, close } = await benchApp();
  const db = ctx.db;
  const rows = [];

  // Records as directories list them: model families per maker, every 10th record a
  // series pattern ('M12-000012*'), certifying bodies and reference numbers unique together.
  let started = Date.now();
  await db.$client.query(`
    insert into cdocs (certifying_body, ref_number, holder, holder_key, models, model_search,
      standard, expiry_date, service_name)
    select
      (array['TÜV SÜD','TÜV Rheinland','Intertek','CSA','VDE','UL'])[1 + g % 6],
      'REF-' || g,
      'Mfr' || m || ' GmbH',
      'mfr' || m,
      case when g % 10 = 0 then array['M' || m || '-' || left(lpad(g::text, 7, '0'), 6) || '*']
           else array['M' || m || '-' || lpad(g::text, 7, '0'), 'M' || m || '-' || lpad(g::text, 7, '0') || 'X'] end,
      case when g % 10 = 0 then 'm' || m || left(lpad(g::text, 7, '0'), 6)
           else 'm' || m || lpad(g::text, 7, '0') || ' m' || m || lpad(g::text, 7, '0') || 'x' end,
      'IEC 62368-1',
      date '2030-01-01' - (g % 3000),
      'import'
    from (select g, case when g % 5 = 0 then g % ${BIG_MAKERS} else g % ${MAKERS} end as m
          from generate_series(1, ${n}) as g) s`);
  await db.$client.query('analyze cdocs');
  rows.push({
    case: `insert ${n.toLocaleString('en')} cdocs (generate_series)`,
    ms: Date.now() - started,
  });

  // A 500-component product: each component is a record's model, some with a suffix the
  // certificate does not list (series / similar matches), some unknown to the database.
  const materials = Array.from({ length: COMPONENTS }, (_, c) => {
    const i = 1 + ((c * 1997) % n);
    const m = makerOf(i);
    const model = c % 7 === 0 ? `Q${c}-UNKNOWN` : `M${m}-${pad(i)}${c % 3 === 0 ? '-TR' : ''}`;
    return {
      internalReference: `IPN-${c}`,
      designator: [`U${c + 1}`],
      componentName: model,
      type: 'IC',
      manufacturer: `MFR${m} gmbh`,
      critical: c % 4 === 0,
    };
  });
  const save = await app.inject({
    method: 'POST',
    url: '/api/product/save',
    headers,
    payload: {
      name: 'Bench board',
      type: [{ id: null, title: 'IT equipment' }],
      standards: [{ id: null, title: 'IEC 62368-1' }],
      markets: [{ id: null, title: 'EU' }],
      developmentStatus: { id: null, title: 'Prototype' },
      manufacturer: 'Bench Electronics',
      customer: 'Bench Customer',
      collectionProductMaterials: 'bench.xlsx',
      materials,
    },
  });
  if (save.statusCode !== 201) throw new Error(`product/save: ${save.statusCode} ${save.body}`);
  const productId = save.json().id;
  const list = (
    await db.$client.query(`select id, component_name as "componentName", manufacturer
    from materials where product_id = ${productId} order by id`)
  ).rows;

  for (const round of [1, 2]) {
    const runs = await createRuns(db, 'database', 1, list);
    started = Date.now();
    const result = await runSearchJob(ctx, {
      kind: 'database',
      runs: runs.map((r) => ({ runId: r.id, materialId: r.materialId })),
      productIds: [productId],
    });
    rows.push({
      case: `Search database, ${COMPONENTS} components, ${n.toLocaleString('en')} cdocs (run ${round})`,
      ms: Date.now() - started,
      found: result.found,
      failed: result.failed,
    });
  }
  await close();
  return rows;
}
