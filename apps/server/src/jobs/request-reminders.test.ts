import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { insertDeclaration, materialOf } from '../../test/declarations.js';
import { createMaterial, createProduct, signedIn } from '../../test/factories.js';
import {
  ensureManufacturer,
  historyOf,
  mailRequest,
  mailsOfKind,
  requestRow,
  sendRequest,
} from '../../test/requests.js';
import { manufacturerRequests } from '../db/schema/index.js';
import { withSecrets } from '../modules/mails/mails.service.js';
import { SUPPLY_LINK_PLACEHOLDER } from '../modules/requests/supply-link.js';
import { runExpirySweep } from './expiry-sweep.js';
import { runRequestReminders } from './request-reminders.js';

type Headers = { authorization: string };
const DAY = 24 * 3600 * 1000;

describe('reminders and escalations of unanswered requests', () => {
  let t: TestApp;
  let admin: { user: { email: string }; headers: Headers };

  beforeAll(async () => {
    t = await buildTestApp({ PROVIDER_NAME: 'Provider Labs GmbH' });
    admin = await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true });
    await ensureManufacturer(t.ctx.db, 'Murata');
  });
  afterAll(() => t.close());

  /** The link a mail carries, as delivery would put it in. */
  const linkOf = (mail: { sealed: string | null }) =>
    withSecrets(t.config.jwtSecret, mail.sealed, SUPPLY_LINK_PLACEHOLDER);

  it('reminds the supplier once after 7 days and alerts the sender once after 14', async () => {
    const id = await sendRequest(
      t,
      admin.headers,
      mailRequest({ model: 'GRM188R71H104KA93D\nGRM155R71C104KA88D' }),
    );
    const sent = (await requestRow(t.ctx.db, id)).createdAt.getTime();
    const [original] = await mailsOfKind(t.ctx.db, 'manufacturer-request');
    const at = (days: number) => runRequestReminders(t.ctx, new Date(sent + days * DAY));

    expect(await at(6)).toMatchObject({ reminded: 0, escalated: 0 });
    expect(await mailsOfKind(t.ctx.db, 'request-reminder')).toHaveLength(0);

    expect(await at(7)).toMatchObject({ reminded: 1, escalated: 0 });
    const reminders = await mailsOfKind(t.ctx.db, 'request-reminder');
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder?.to).toBe('compliance@murata.example');
    expect(reminder?.cc).toBe(t.config.requestCc.join(', '));
    expect(reminder?.text).toContain('GRM155R71C104KA88D');
    expect(reminder?.text).toContain(SUPPLY_LINK_PLACEHOLDER);
    // The same link as the request, carried sealed.
    expect(linkOf(reminder ?? { sealed: null })).toBe(linkOf(original ?? { sealed: null }));
    expect(linkOf(reminder ?? { sealed: null })).toMatch(
      /^http:\/\/partproof\.test\/supply\/[A-Za-z0-9_-]{43}$/,
    );

    expect(await at(8)).toMatchObject({ reminded: 0, escalated: 0 });
    expect(await mailsOfKind(t.ctx.db, 'request-reminder')).toHaveLength(1);

    expect(await at(14)).toMatchObject({ reminded: 0, escalated: 1 });
    const escalations = await mailsOfKind(t.ctx.db, 'request-escalation');
    expect(escalations).toHaveLength(1);
    const [escalation] = escalations;
    expect(escalation?.to).toBe(admin.user.email);
    expect(escalation?.text).toContain('Murata');
    expect(escalation?.text).toContain('GRM188R71H104KA93D');
    expect(escalation?.text).toContain(new Date(sent).toISOString().slice(0, 10));
    expect(escalation?.text).toContain('no answer');

    expect(await at(15)).toMatchObject({ reminded: 0, escalated: 0 });
    expect(await mailsOfKind(t.ctx.db, 'request-reminder')).toHaveLength(1);
    expect(await mailsOfKind(t.ctx.db, 'request-escalation')).toHaveLength(1);

    const item = (await historyOf(t, admin.headers, ['Murata']))[0]?.requests.find(
      (r) => r.id === id,
    );
    expect(item).toMatchObject({ status: 'escalated', reminders: 1 });
    expect(item?.remindedAt).toBe(new Date(sent + 7 * DAY).toISOString());
    expect(item?.escalatedAt).toBe(new Date(sent + 14 * DAY).toISOString());
  });

  it('sends an answered request neither reminder nor escalation', async () => {
    const answered = await sendRequest(t, admin.headers, mailRequest({ model: 'ANSWERED-1' }));
    const uploaded = await sendRequest(t, admin.headers, mailRequest({ model: 'UPLOADED-1' }));
    await t.ctx.db
      .update(manufacturerRequests)
      .set({ answeredAt: new Date() })
      .where(eq(manufacturerRequests.id, answered));
    // An upload through the link answers the request too.
    await insertDeclaration(t.ctx.db, {
      manufacturer: 'Murata',
      values: { requestId: uploaded, source: 'supplier' },
    });
    const sent = (await requestRow(t.ctx.db, uploaded)).createdAt.getTime();
    const reminded = await mailsOfKind(t.ctx.db, 'request-reminder');
    await runRequestReminders(t.ctx, new Date(sent + 15 * DAY));
    const after = await mailsOfKind(t.ctx.db, 'request-reminder');
    expect(after.filter((m) => m.text.includes('ANSWERED-1'))).toEqual([]);
    expect(after.filter((m) => m.text.includes('UPLOADED-1'))).toEqual([]);
    expect(after.length).toBe(reminded.length);
    for (const id of [answered, uploaded]) {
      const row = await requestRow(t.ctx.db, id);
      expect(row).toMatchObject({ reminders: 0, escalatedAt: null, sealedSecret: null });
    }
    const items = (await historyOf(t, admin.headers, ['Murata']))[0]?.requests ?? [];
    expect(items.find((r) => r.id === uploaded)).toMatchObject({ status: 'answered', uploads: 1 });
    expect(items.find((r) => r.id === answered)?.status).toBe('answered');
  });

  it('lets the parts of a request answered through its link leave 3', async () => {
    const material = await createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { statusId: 2 })).id,
      manufacturer: 'Murata',
      componentName: 'GRM0225C1C100JD05L',
    });
    const id = await sendRequest(t, admin.headers, mailRequest({ materialIds: [material.id] }));
    expect((await materialOf(t, admin.headers, material.id)).rohsStatus).toBe(3);
    // The supplier's file names other part numbers: it covers nothing, yet it is an answer.
    await insertDeclaration(t.ctx.db, {
      manufacturer: 'Murata',
      values: { requestId: id, source: 'supplier', scope: 'mpns', mpns: ['OTHER-1'] },
    });
    await runRequestReminders(t.ctx, new Date());
    expect((await materialOf(t, admin.headers, material.id)).rohsStatus).toBe(7);
    expect((await requestRow(t.ctx.db, id)).sealedSecret).toBeNull();
  });

  it('reminds once when two runs overlap', async () => {
    const id = await sendRequest(t, admin.headers, mailRequest({ model: 'OVERLAP-1' }));
    const sent = (await requestRow(t.ctx.db, id)).createdAt.getTime();
    const now = new Date(sent + 7 * DAY);
    const runs = await Promise.all([
      runRequestReminders(t.ctx, now),
      runRequestReminders(t.ctx, now),
      runRequestReminders(t.ctx, now),
    ]);
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBeGreaterThanOrEqual(1);
    const mine = (await mailsOfKind(t.ctx.db, 'request-reminder')).filter((m) =>
      m.text.includes('OVERLAP-1'),
    );
    expect(mine).toHaveLength(1);
  });

  it('lets the parts of an expired request leave 3 and drops its sealed link', async () => {
    const material = await createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { statusId: 2 })).id,
      manufacturer: 'Murata',
      componentName: 'GRM32ER71H106KA12L',
    });
    const id = await sendRequest(t, admin.headers, mailRequest({ materialIds: [material.id] }));
    expect((await materialOf(t, admin.headers, material.id)).rohsStatus).toBe(3);
    const row = await requestRow(t.ctx.db, id);
    const result = await runRequestReminders(t.ctx, new Date(row.expiresAt.getTime() + 1000));
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect((await requestRow(t.ctx.db, id)).sealedSecret).toBeNull();
    expect((await materialOf(t, admin.headers, material.id)).rohsStatus).toBe(7);
    // An expired request is not reminded any more either.
    expect(
      (await mailsOfKind(t.ctx.db, 'request-reminder')).filter((m) =>
        m.text.includes('GRM32ER71H106KA12L'),
      ),
    ).toEqual([]);
  });

  it('the daily sweep, too, lets the parts of an expired request leave 3', async () => {
    const material = await createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { statusId: 2 })).id,
      manufacturer: 'Murata',
      componentName: 'GRM31CR61E226KE15L',
    });
    const id = await sendRequest(t, admin.headers, mailRequest({ materialIds: [material.id] }));
    const row = await requestRow(t.ctx.db, id);
    const result = await runExpirySweep(t.ctx, new Date(row.expiresAt.getTime() + DAY));
    expect(result.rohsChanged).toBeGreaterThanOrEqual(1);
    expect((await materialOf(t, admin.headers, material.id)).rohsStatus).toBe(7);
  });
});
