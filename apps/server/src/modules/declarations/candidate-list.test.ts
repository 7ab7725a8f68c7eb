import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { insertDeclaration, materialOf } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, form } from '../../../test/helpers.js';
import { recomputeParts, statusContext } from './rohs-status.js';

type Headers = { authorization: string };

const exportCsv = (rows: string[]) =>
  Buffer.from(['Substance name,EC No.,CAS No.,Date of inclusion', ...rows].join('\n'));

describe('the REACH candidate list', () => {
  let t: TestApp;
  let admin: Headers;
  let adminWithoutRohs: Headers;
  let customer: Headers;

  const importList = (
    headers: Headers,
    date: string,
    bytes: Buffer,
    { dryRun = false, name = 'candidate-list.csv' } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/substances/candidate-list',
      headers,
      payload: form(
        { date, dryRun: String(dryRun) },
        { field: 'file', bytes, name, type: 'text/csv' },
      ),
    });
  const inForce = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/substances/candidate-list', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ version: { date: string; entries: number } | null; data: unknown[] }>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    adminWithoutRohs = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { companyId, isRoHSAllow: true })).headers;
  });
  afterAll(() => t.close());

  it('an import is a dated version; each newer one ages the REACH declarations made against older ones', async () => {
    const material = await createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { statusId: 2 })).id,
      manufacturer: 'Molex',
      componentName: '0530470610',
    });
    const first = await importList(
      admin,
      '2023-06-14',
      exportCsv(['Lead,231-100-4,7439-92-1,27-Jun-2018']),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ version: { date: '2023-06-14', entries: 1 }, entries: 1 });
    await insertDeclaration(t.ctx.db, {
      manufacturer: 'Molex',
      partIds: [material.partId ?? 0],
      values: {
        kind: 'REACH',
        directives: ['1907/2006'],
        candidateListDate: '2023-06-14',
        reviewState: 'approved',
      },
    });
    await recomputeParts(t.ctx.db, await statusContext(t.ctx.db, t.ctx.config), [
      material.partId ?? 0,
    ]);
    expect((await materialOf(t, admin, material.id)).rohsStatus).toBe(2);

    const newer = exportCsv([
      'Lead,231-100-4,7439-92-1,27-Jun-2018',
      'DBP,201-557-4,84-74-2,28-Oct-2008',
    ]);
    const impact = {
      total: 1,
      changes: [
        {
          partId: material.partId,
          materialIds: [material.id],
          from: { rohsStatus: 2 },
          to: { rohsStatus: 5, reason: expect.stringMatching(/candidate list/i) as unknown },
        },
      ],
    };
    // The preview shows what the version would change, and changes nothing.
    const preview = await importList(admin, '2024-01-23', newer, { dryRun: true });
    expect(preview.statusCode, preview.body).toBe(201);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      entries: 2,
      version: { id: null },
      ...impact,
    });
    expect((await materialOf(t, admin, material.id)).rohsStatus).toBe(2);
    expect((await inForce(admin)).version).toEqual({ date: '2023-06-14', entries: 1 });

    const second = await importList(admin, '2024-01-23', newer);
    expect(second.json()).toMatchObject({ dryRun: false, entries: 2, ...impact });
    expect(await inForce(customer)).toEqual({
      version: { date: '2024-01-23', entries: 2 },
      data: [
        { name: 'Lead', ec: '231-100-4', cas: '7439-92-1', dateOfInclusion: '2018-06-27' },
        { name: 'DBP', ec: '201-557-4', cas: '84-74-2', dateOfInclusion: '2008-10-28' },
      ],
    });
    const soon = await materialOf(t, admin, material.id);
    expect(soon.rohsStatus).toBe(5);
    expect(soon.rohsStatusReason).toMatch(/candidate list/i);

    await importList(admin, '2024-06-27', exportCsv(['Lead,231-100-4,7439-92-1,27-Jun-2018']));
    expect((await materialOf(t, admin, material.id)).rohsStatus).toBe(6);
  });

  it('a version date already imported is a 409; a file without the columns is a 400', async () => {
    await importList(admin, '2022-01-17', exportCsv(['Lead,231-100-4,7439-92-1,27-Jun-2018']));
    expectError(
      await importList(admin, '2022-01-17', exportCsv(['Lead,231-100-4,7439-92-1,27-Jun-2018'])),
      409,
    );
    expectError(await importList(admin, '2022-07-08', Buffer.from('just,some\nwords,here\n')), 400);
    expectError(
      await importList(admin, '8.7.2022', exportCsv(['Lead,231-100-4,7439-92-1,27-Jun-2018'])),
      400,
    );
  });

  it('only admins with the RoHS flag import', async () => {
    const csv = exportCsv(['Lead,231-100-4,7439-92-1,27-Jun-2018']);
    expectError(await importList(adminWithoutRohs, '2021-01-19', csv), 403);
    expectError(await importList(customer, '2021-01-19', csv), 403);
  });
});
