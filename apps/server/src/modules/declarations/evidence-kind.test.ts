/**
 * Evidence ranked by source (DESIGN.md §10.2): each declaration says what kind of evidence it
 * is; where several approved ones cover a part, the strongest current one decides its status
 * and the reason names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Declaration } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  declarationForm,
  declarationsOf,
  fetchDocsAndWait,
  materialOf,
  uploadDeclaration,
  uploadRequest,
} from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';

type Headers = { authorization: string };
const RoHS3 = ['2011/65/EU', '(EU) 2015/863'];

describe('evidence ranked by source', () => {
  let t: TestApp;
  let admin: Headers;
  let productId: number;

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers: admin, payload });
  const approve = async (materialId: number, declarationId: number) => {
    const res = await post('rohs/update', { materialId, rohsStatus: 2, declarationId });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.startSearchWorkers();
    const companyId = (await createCompany(t.ctx.db)).id;
    productId = (await createProduct(t.ctx.db, { companyId, statusId: 2 })).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
  });
  afterAll(() => t.close());

  it('an upload without a kind takes the one its type and issuer give; a wrong kind is a 400', async () => {
    const report = await uploadDeclaration(t, admin, {
      type: 'Test report',
      manufacturer: 'Sunlord',
      issuer: 'SGS-CSTC Standards Technical Services',
      models: 'SDCL1005*',
    });
    expect(report.evidenceKind).toBe('lab-report');
    const resold = await uploadDeclaration(t, admin, {
      manufacturer: 'Sunlord',
      issuer: 'LCSC Electronics',
      models: 'SDCL1005*',
    });
    expect(resold.evidenceKind).toBe('distributor-document');
    const chosen = await uploadDeclaration(t, admin, {
      manufacturer: 'Sunlord',
      models: 'SDCL1005*',
      evidenceKind: 'web-capture',
    });
    expect(chosen.evidenceKind).toBe('web-capture');

    const wrong = await uploadRequest(
      t,
      admin,
      declarationForm({
        type: 'RoHS',
        manufacturer: 'Sunlord',
        models: 'All',
        evidenceKind: 'hearsay',
      }),
    );
    expectError(wrong, 400);
    expect(wrong.body).toContain('Choose one of: full-material-declaration');
  });

  it('the strongest current evidence decides; changing its kind moves the decision', async () => {
    const material = await createMaterial(t.ctx.db, {
      productId,
      manufacturer: 'Sunlord',
      componentName: 'SWPA4030S100MT',
    });
    const statement = await uploadDeclaration(t, admin, {
      manufacturer: 'Sunlord',
      models: 'SWPA4030S100MT',
      dateIssue: '2025-03-01',
      directives: RoHS3,
    });
    const report = await uploadDeclaration(t, admin, {
      type: 'Test report',
      manufacturer: 'Sunlord',
      issuer: 'SGS-CSTC Standards Technical Services',
      models: 'SWPA*',
      dateIssue: '2024-06-11',
      directives: RoHS3,
    });
    await fetchDocsAndWait(t, admin, [material.id]);
    await approve(material.id, statement.id);
    await approve(material.id, report.id);

    const decided = await materialOf(t, admin, material.id);
    expect(decided.rohsStatus).toBe(2);
    expect(decided.rohsStatusReason).toContain(
      'rests on the lab report issued 2024-06-11, the strongest of 2 approved declarations',
    );

    // The round trip: what getRohsFiles answers, updateRohs takes back, with one field edited.
    const [current] = (await declarationsOf(t, admin, material.id)).filter(
      (d) => d.id === report.id,
    );
    const edited = await post('rohs/updateRohs', { ...current, evidenceKind: 'web-capture' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Declaration>().evidenceKind).toBe('web-capture');

    const after = await materialOf(t, admin, material.id);
    expect(after.rohsStatusReason).toContain(
      "rests on the manufacturer's statement issued 2025-03-01, the strongest of 2 approved declarations",
    );
  });
});
