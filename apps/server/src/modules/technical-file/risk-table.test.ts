/**
 * The material risk table (GET/POST /api/technical-file/risk-table): the shipped table until
 * an admin saves one; a saved version takes effect in the technical file at once; what GET
 * answers, POST takes back; bad rules are refused in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_RULES, Role, type RiskTable, type TechnicalFile } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';

type Headers = { authorization: string };

describe('the material risk table', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let productId: number;
  let diode: number;

  const table = async (headers = admin) => {
    const res = await t.app.inject({ url: '/api/technical-file/risk-table', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RiskTable>();
  };
  const save = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/technical-file/risk-table', headers, payload });
  const lineOf = async (materialId: number) => {
    const res = await t.app.inject({
      url: `/api/product/${productId}/technical-file`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TechnicalFile>().lines.find((l) => l.materialId === materialId);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { companyId, isRoHSAllow: true })).headers;
    productId = (await createProduct(t.ctx.db, { companyId, statusId: 2 })).id;
    diode = (
      await createMaterial(t.ctx.db, {
        productId,
        type: 'Zener diode',
        manufacturer: 'Nexperia',
        componentName: 'BZX84-C5V1',
      })
    ).id;
  });
  afterAll(() => t.close());

  it('a fresh install assesses with the shipped table', async () => {
    const shipped = await table(customer);
    expect(shipped.version).toBeNull();
    expect(shipped.rules).toHaveLength(RISK_RULES.length);
    expect(shipped.rules[0]?.risk).toBe('low');
    expect(shipped.rules[0]?.makers).toContain('Murata');
    expect(await lineOf(diode)).toMatchObject({
      risk: 'medium',
      requiredEvidence: 'manufacturer-declaration',
    });
  });

  it('takes back what it answers, and a saved version is in force at once', async () => {
    const shipped = await table();
    const same = await save({ rules: shipped.rules });
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json<RiskTable>().rules).toEqual(shipped.rules);

    const rule = { risk: 'high', words: ['Diode'], why: 'glass-passivated diodes: lead in glass' };
    const saved = await save({ rules: [rule, ...shipped.rules] });
    expect(saved.statusCode, saved.body).toBe(201);
    const answer = saved.json<RiskTable>();
    expect(answer.version?.savedBy).toBeTruthy();
    expect(answer.rules[0]).toEqual({ ...rule, words: ['diode'] });
    expect(await lineOf(diode)).toMatchObject({
      risk: 'high',
      riskWhy: 'glass-passivated diodes: lead in glass',
      requiredEvidence: 'material-data',
    });
  });

  it('refuses a rule without words or a reason, and anyone but an admin with the RoHS flag', async () => {
    const bad = await save({ rules: [{ risk: 'high', words: [], why: '' }] });
    expectError(bad, 400);
    expect(bad.body).toContain('Give at least one word');
    expect(bad.body).toContain('Required');
    expectError(await save({ rules: [] }), 400);
    expectError(
      await save({ rules: [{ risk: 'high', words: ['cable'], why: 'PVC' }] }, customer),
      403,
    );
    expect((await table()).rules[0]?.words).toEqual(['diode']);
  });
});
