import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { createProduct, signedIn, wizardPayload } from '../../test/factories.js';
import type { Db } from './client.js';
import { rowsOf } from './rows-of.js';
import { analyzeGrownTables } from './statistics.js';

/** What the planner believes a table holds (-1: never analysed). */
async function plannerRows(db: Db, table: string): Promise<number> {
  const result = await db.execute(
    sql`select reltuples::int as n from pg_class where relname = ${table} and relkind = 'r'`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? Number.NaN;
}

describe('the planner statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a product saved through the wizard leaves its components counted for the planner', async () => {
    // An admin: the trial's cap does not apply.
    const user = await signedIn(t.app, t.ctx.db, { role: Role.Admin, companyId: null });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: user.headers,
      payload: wizardPayload(400),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await plannerRows(t.ctx.db, 'materials')).toBeGreaterThanOrEqual(400);
  });

  it('analyses a table once it grew by a tenth, and leaves it alone until it grows again', async () => {
    await analyzeGrownTables(t.ctx.db);
    expect(await analyzeGrownTables(t.ctx.db)).toEqual([]);
    const before = await plannerRows(t.ctx.db, 'materials');
    await createProduct(t.ctx.db, { materials: 600 });
    expect(await analyzeGrownTables(t.ctx.db)).toContain('materials');
    expect(await plannerRows(t.ctx.db, 'materials')).toBeGreaterThanOrEqual(before + 600);
    expect(await analyzeGrownTables(t.ctx.db)).toEqual([]);
  });
});
