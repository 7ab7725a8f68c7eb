import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Mail } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, signedIn, wizardPayload } from '../../../test/factories.js';
import { companies, products } from '../../db/schema/index.js';

type Headers = { authorization: string };

/** The item-added mails of spec §7 / DESIGN.md §8, read from the outbox as admins do. */
describe('item-added notifications', () => {
  let t: TestApp;
  let admins: { headers: Headers; user: { email: string } }[];
  let customer: { headers: Headers; user: { email: string; firstName: string; lastName: string } };

  const outbox = async (): Promise<Mail[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/mails?size=200',
      headers: admins[0]?.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Mail[] }>().data.filter((m) => m.kind === 'item-added');
  };
  const saveProduct = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/product/save', headers, payload });
  const addComponent = (headers: Headers, productId: number, componentName: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/material/save',
      headers,
      payload: {
        productId,
        internalReference: 'U9',
        componentName,
        manufacturer: 'Texas Instruments',
        type: 'IC',
        critical: true,
      },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admins = [
      await signedIn(t.app, t.ctx.db, { role: Role.Admin }),
      await signedIn(t.app, t.ctx.db, { role: Role.Admin }),
    ];
    const company = await createCompany(t.ctx.db, { name: 'Kettle Works' });
    customer = await signedIn(t.app, t.ctx.db, { role: Role.User, companyId: company.id });
  });
  afterAll(() => t.close());

  it('a customer’s new product mails every admin with who, what and where', async () => {
    const res = await saveProduct(customer.headers, wizardPayload(2, { name: 'Smart Kettle K2' }));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(admins.map((a) => a.user.email).sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('New product added: Smart Kettle K2');
      expect(mail.text).toContain(customer.user.email);
      expect(mail.text).toContain(`${customer.user.firstName} ${customer.user.lastName}`);
      expect(mail.text).toContain('Kettle Works');
      expect(mail.text).toContain(`http://partproof.test/products/${id}`);
      expect(mail.status).toBe('held');
    }
  });

  it('a component added by a customer mails every admin too', async () => {
    const product = await saveProduct(customer.headers, wizardPayload(1, { name: 'Lamp L1' }));
    const productId = product.json<{ id: number }>().id;
    // Out of Pending, which a role-2 user cannot open (pending-product.test.ts).
    await t.ctx.db.update(products).set({ statusId: 2 }).where(eq(products.id, productId));
    const before = (await outbox()).length;
    const res = await addComponent(customer.headers, productId, 'TPS54331DR');
    expect(res.statusCode, res.body).toBe(201);
    const mails = (await outbox()).slice(0, (await outbox()).length - before);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.to).sort()).toEqual(admins.map((a) => a.user.email).sort());
    expect(mails[0]?.subject).toBe('New component added: TPS54331DR');
    expect(mails[0]?.text).toContain('Product: Lamp L1');
  });

  it('an admin creating a product or a component mails nobody', async () => {
    const before = (await outbox()).length;
    const res = await saveProduct(admins[0]?.headers ?? { authorization: '' }, wizardPayload(2));
    expect(res.statusCode, res.body).toBe(201);
    const added = await addComponent(
      admins[1]?.headers ?? { authorization: '' },
      res.json<{ id: number }>().id,
      'LM317',
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(await outbox()).toHaveLength(before);
  });

  it('a refused save queues no mail', async () => {
    await t.ctx.db.update(companies).set({ trialEndsAt: new Date('2020-01-01') });
    const before = (await outbox()).length;
    const res = await saveProduct(customer.headers, wizardPayload(1));
    expect(res.statusCode).toBe(403);
    expect(await outbox()).toHaveLength(before);
  });
});
