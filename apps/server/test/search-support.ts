/** Certificate records and pending search jobs for the certificate-search tests. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { cdocs, materials, materialSearchRuns } from '../src/db/schema/index.js';
import { searchColumns } from '../src/modules/cdocs/cdocs.queries.js';
import type { SearchJobData } from '../src/modules/certificate-search/run-search.js';

let seq = 0;

export async function insertCdoc(
  db: Db,
  values: {
    holder: string;
    models: string[];
    certifyingBody?: string;
    refNumber?: string;
    serviceName?: string;
  },
) {
  seq += 1;
  const [row] = await db
    .insert(cdocs)
    .values({
      certifyingBody: values.certifyingBody ?? 'TÜV SÜD',
      refNumber: values.refNumber ?? `REF-${Date.now()}-${seq}`,
      holder: values.holder,
      models: values.models,
      serviceName: values.serviceName ?? 'import',
      ...searchColumns(values.holder, values.models),
    })
    .returning();
  if (!row) throw new Error('no cdoc');
  return row;
}

/** The job data find-certificates queued for a product, rebuilt from its running runs. */
export async function pendingJob(
  db: Db,
  productId: number,
  kind: SearchJobData['kind'] = 'database',
) {
  const ids = (
    await db.select({ id: materials.id }).from(materials).where(eq(materials.productId, productId))
  ).map((m) => m.id);
  const runs = await db
    .select()
    .from(materialSearchRuns)
    .where(and(inArray(materialSearchRuns.materialId, ids), eq(materialSearchRuns.isRunning, true)))
    .orderBy(materialSearchRuns.id);
  return {
    kind,
    runs: runs.map((r) => ({ runId: r.id, materialId: r.materialId })),
    productIds: [productId],
  } satisfies SearchJobData;
}
