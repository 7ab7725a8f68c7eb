import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Product } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { componentInput, createCompany, signedIn, wizardPayload } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import {
  auditLog,
  lookups,
  mails,
  materials,
  productLookups,
  products,
} from '../../db/schema/index.js';

type Headers = { authorization: string };
const BOMB = 'EXPLODES-AT-1500';

/** The wizard's Create product is one transaction (DESIGN.md §6), tested with a real failure. */
describe('product/save with 2,000 components', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;

  const counts = async () => {
    const n = async (table: typeof products | typeof materials | typeof productLookups) =>
      (await t.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      products: await n(products),
      materials: await n(materials),
      productLookups: await n(productLookups),
      lookups: (await t.ctx.db.select({ n: count() }).from(lookups))[0]?.n ?? 0,
      audit: (await t.ctx.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0,
      mails: (await t.ctx.db.select({ n: count() }).from(mails))[0]?.n ?? 0,
    };
  };
  const bom = (size: number, poisonAt?: number) =>
    Array.from({ length: size }, (_, i) =>
      componentInput(i, {
        designator: [`R${i + 1}`, `R${i + 5001}`],
        ...(i === poisonAt ? { componentName: BOMB } : {}),
      }),
    );

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    // A customer without a cap, so the failing save also has mails to roll back.
    const company = await createCompany(t.ctx.db, { trialLifted: true });
    customer = (await signedIn(t.app, t.ctx.db, { role: Role.User, companyId: company.id }))
      .headers;
  });
  afterAll(() => t.close());

  it('a database failure at component 1,500 leaves no product, component, lookup, audit row or mail', async () => {
    // One statement per call: prepared statements take a single command.
    await t.ctx.db.execute(
      sql.raw(`
        create function fail_on_bomb() returns trigger language plpgsql as $$
        begin
          if new.component_name = '${BOMB}' then
            raise exception 'refusing component %', new.component_name;
          end if;
          return new;
        end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(`create trigger materials_bomb before insert on materials
        for each row execute function fail_on_bomb()`),
    );
    try {
      const before = await counts();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/product/save',
        headers: customer,
        payload: wizardPayload(0, {
          name: 'Half-written product',
          standards: [{ id: null, title: 'IEC 99999-rolled-back' }],
          materials: bom(2000, 1500),
        }),
      });
      expectError(res, 500, 'Internal server error');
      expect(res.body).not.toContain(BOMB);
      expect(await counts()).toEqual(before);
      const [leftover] = await t.ctx.db
        .select()
        .from(products)
        .where(eq(products.name, 'Half-written product'));
      expect(leftover).toBeUndefined();
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger materials_bomb on materials'));
      await t.ctx.db.execute(sql.raw('drop function fail_on_bomb()'));
    }
  });

  it('the same BOM without the failure is stored whole, in order, after the trigger is gone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: customer,
      payload: wizardPayload(0, { materials: bom(2000, 1500) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [stored] = await t.ctx.db
      .select({ n: count() })
      .from(materials)
      .where(eq(materials.productId, id));
    expect(stored?.n).toBe(2000);
  });

  it('an admin creates a 2,000-component product and opens it with every component', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: admin,
      payload: wizardPayload(0, { name: 'Big board', materials: bom(2000) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ message: string }>().message).toBe('Product added');
    const { id } = res.json<{ id: number }>();
    const detail = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers: admin,
      payload: { id },
    });
    expect(detail.statusCode).toBe(200);
    const product = detail.json<Product>();
    expect(product.materials).toHaveLength(2000);
    expect(product.materials[0]).toMatchObject({
      internalReference: 'IPN-0',
      designator: ['R1', 'R5001'],
    });
    expect(product.materials[1999]).toMatchObject({
      internalReference: 'IPN-1999',
      componentName: 'RC0603FR-071999KL',
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audit).toMatchObject({ action: 'product.create', after: { components: 2000 } });
  });
});
