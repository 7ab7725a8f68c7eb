/**
 * The product's compliance matrix and findings (GET /api/product/{id}/technical-file,
 * DESIGN.md §10.3): one line per BOM line, each with the status the product page shows and
 * the evidence it rests on, and each kind of finding when its situation is set up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  type ExemptionTableAnswer,
  type FindingKind,
  type Product,
  type TechnicalFile,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { fetchDocsAndWait, uploadDeclaration } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, form } from '../../../test/helpers.js';
import { ensureManufacturer, mailRequest, sendRequest } from '../../../test/requests.js';
import { dayOf } from '../declarations/rohs-status.js';

type Headers = { authorization: string };
const RoHS3 = ['2011/65/EU', '(EU) 2015/863'];
const DAY = 86_400_000;
const in90Days = dayOf(new Date(Date.now() + 90 * DAY));

describe('the technical file of a product', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let stranger: Headers;
  let productId: number;
  const line: Record<string, number> = {};

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers: admin, payload });
  const fileOf = async (headers: Headers, id = productId) =>
    t.app.inject({ url: `/api/product/${id}/technical-file`, headers });
  const technicalFile = async () => {
    const res = await fileOf(admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TechnicalFile>();
  };
  const material = async (name: string, values: Parameters<typeof createMaterial>[1]) => {
    line[name] = (await createMaterial(t.ctx.db, { productId, ...values })).id;
  };
  /** Uploads a declaration with its own file name and approves it for `name`'s line. */
  const approved = async (name: string, fields: Record<string, unknown>) => {
    const declaration = await uploadDeclaration(t, admin, fields as Record<string, string>, [
      { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: `${name}.pdf`, type: 'application/pdf' },
    ]);
    await fetchDocsAndWait(t, admin, [line[name] ?? 0]);
    const res = await post('rohs/update', {
      materialId: line[name],
      rohsStatus: 2,
      declarationId: declaration.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    return declaration;
  };
  const finding = (file: TechnicalFile, kind: FindingKind, name: string) =>
    file.findings.find((f) => f.kind === kind && f.lines.includes(line[name] ?? 0));

  beforeAll(async () => {
    t = await buildTestApp();
    await t.startSearchWorkers();
    const companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    customer = (await signedIn(t.app, t.ctx.db, { companyId, isRoHSAllow: true })).headers;
    stranger = (await signedIn(t.app, t.ctx.db, { isRoHSAllow: true })).headers;
    productId = (await createProduct(t.ctx.db, { companyId, statusId: 2, eeeCategory: 3 })).id;

    // 7(c)-I ends in 90 days in a newer version of the table, for every category.
    const shipped = (
      await t.app.inject({ url: '/api/rohs/exemptions', headers: admin })
    ).json<ExemptionTableAnswer>();
    const newer = {
      ...shipped,
      version: { ...shipped.version, date: dayOf(new Date()) },
      data: shipped.data.map((e) =>
        e.id === '7(c)-I'
          ? {
              ...e,
              categories: [{ categories: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], expires: in90Days }],
            }
          : e,
      ),
    };
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/rohs/exemptions',
      headers: admin,
      payload: form(
        { dryRun: 'false' },
        {
          field: 'file',
          bytes: Buffer.from(JSON.stringify(newer)),
          name: 'table.json',
          type: 'application/json',
        },
      ),
    });
    expect(imported.statusCode, imported.body).toBe(201);

    await material('clean', {
      type: 'IC',
      manufacturer: 'Texas Instruments',
      componentName: 'TPS62160DSGR',
      position: 0,
    });
    await approved('clean', {
      manufacturer: 'Texas Instruments',
      models: 'TPS62160DSGR',
      dateIssue: '2025-02-01',
      directives: RoHS3,
    });
    await material('noEvidence', {
      type: 'Diode',
      manufacturer: 'Diodes Inc',
      componentName: 'BAT54',
      position: 1,
    });
    await material('rohs1', {
      type: 'Connector',
      manufacturer: 'Molex',
      componentName: '43045-0212',
      position: 2,
    });
    await approved('rohs1', {
      manufacturer: 'Molex',
      models: '43045-0212',
      dateIssue: '2010-05-01',
      directives: ['2002/95/EC'],
    });
    await material('blanket', {
      type: 'Resistor',
      manufacturer: 'Yageo',
      componentName: 'RC0603FR-0710KL',
      internalReference: 'R-10K',
      position: 3,
    });
    await approved('blanket', {
      manufacturer: 'Yageo',
      models: 'All',
      dateIssue: '2025-01-10',
      directives: RoHS3,
    });
    await material('alternative', {
      type: 'Resistor',
      manufacturer: 'Yageo',
      componentName: 'RC0603JR-0710KL',
      internalReference: 'R-10K',
      position: 4,
    });
    await material('distributor', {
      type: 'Inductor',
      manufacturer: 'Sunlord',
      componentName: 'SWPA4030S100MT',
      position: 5,
    });
    await approved('distributor', {
      manufacturer: 'Sunlord',
      issuer: 'LCSC Electronics',
      models: 'SWPA4030S100MT',
      dateIssue: '2025-03-01',
      directives: RoHS3,
    });
    await material('expired', {
      type: 'Transistor',
      manufacturer: 'Nexperia',
      componentName: 'BC847B',
      position: 6,
    });
    await approved('expired', {
      manufacturer: 'Nexperia',
      models: 'BC847B',
      dateIssue: '2025-01-01',
      directives: RoHS3,
      exemptions: ['1(a)'],
    });
    await material('ending', {
      type: 'Fuse',
      manufacturer: 'Littelfuse',
      componentName: '0451002.MRL',
      position: 7,
    });
    await approved('ending', {
      type: 'Test report',
      manufacturer: 'Littelfuse',
      issuer: 'Littelfuse Inc.',
      models: '0451002.MRL',
      dateIssue: '2025-01-01',
      directives: RoHS3,
      exemptions: ['7(c)-I'],
    });
    await material('requested', {
      type: 'IC',
      manufacturer: 'Microchip',
      componentName: 'ATSAMD21G18A',
      position: 8,
    });
    await material('dnp', {
      type: 'Connector',
      manufacturer: 'Amphenol',
      componentName: '10118194-0001LF',
      dnp: true,
      position: 9,
    });
    await material('noPart', {
      type: 'Label',
      manufacturer: 'Brady',
      componentName: 'Rating label',
      partId: null,
      position: 10,
    });
    await ensureManufacturer(t.ctx.db, 'Microchip');
    await sendRequest(
      t,
      admin,
      mailRequest({
        manufacturer: 'Microchip',
        receiver: 'compliance@microchip.example',
        subject: 'Request for RoHS / REACH declarations: Microchip',
        materialIds: [line.requested ?? 0],
      }),
    );
  });
  afterAll(() => t.close());

  it('has one line per BOM line, alternatives on their own marked lines, each with the status the product shows', async () => {
    const file = await technicalFile();
    const product = (await post('product/get', { id: productId })).json<Product>();
    // product/get lists every BOM line flat, alternatives included.
    const bom = product.materials;
    expect(file.lines.map((l) => l.materialId).sort()).toEqual(bom.map((m) => m.id).sort());
    expect(file.total).toBe(bom.length);
    for (const m of bom) {
      const row = file.lines.find((l) => l.materialId === m.id);
      expect(row, `line ${m.id}`).toMatchObject({
        rohsStatus: m.rohsStatus,
        reason: m.rohsStatusReason,
      });
    }
    expect(file.lines.find((l) => l.materialId === line.alternative)?.alternativeOf).toBe(
      line.blanket,
    );
    expect(file.lines.find((l) => l.materialId === line.blanket)?.alternativeOf).toBeNull();
    expect(file.product).toMatchObject({ id: productId, eeeCategory: 3 });
  });

  it('names the evidence file of every covered line, with the exemption dates of the product category', async () => {
    const file = await technicalFile();
    for (const name of ['clean', 'rohs1', 'blanket', 'distributor', 'expired', 'ending']) {
      const row = file.lines.find((l) => l.materialId === line[name]);
      expect(row?.evidence[0]?.fileName, name).toBe(`${name}.pdf`);
    }
    const ending = file.lines.find((l) => l.materialId === line.ending);
    expect(ending?.evidence[0]).toMatchObject({
      evidenceKind: 'lab-report',
      exemptions: [{ id: '7(c)-I', expires: in90Days }],
    });
    expect(ending).toMatchObject({ risk: 'high', requiredEvidence: 'material-data' });
    expect(file.lines.find((l) => l.materialId === line.noEvidence)?.evidence).toEqual([]);
  });

  it('raises each kind of finding where its situation is, and none on a line in order', async () => {
    const file = await technicalFile();
    expect(finding(file, 'no-evidence', 'noEvidence')?.action).toBe(
      'Send Diodes Inc a request for a declaration',
    );
    expect(finding(file, 'no-evidence', 'noPart')?.text).toContain('no part number');
    expect(finding(file, 'no-evidence', 'requested')?.action).toMatch(
      /^Request sent on \d{4}-\d{2}-\d{2} to compliance@microchip\.example/,
    );
    expect(finding(file, 'outdated-directive', 'rohs1')?.text).toBe(
      'Cites only 2002/95/EC (RoHS 1)',
    );
    expect(finding(file, 'evidence-below-risk', 'rohs1')?.text).toContain('high-risk part');
    expect(finding(file, 'blanket-not-naming-part', 'blanket')).toBeDefined();
    expect(finding(file, 'issuer-not-maker', 'distributor')?.text).toBe(
      'Issued by LCSC Electronics, not by the maker Sunlord',
    );
    expect(finding(file, 'exemption-expired', 'expired')?.text).toContain(
      'Relies on exemption 1(a)',
    );
    expect(finding(file, 'exemption-ending', 'ending')?.text).toContain(
      `which expires ${in90Days} for category 3`,
    );
    // A lab report whose issuer is the maker under its legal name is no finding.
    expect(finding(file, 'issuer-not-maker', 'ending')).toBeUndefined();
    for (const name of ['clean', 'dnp']) {
      expect(
        file.findings.filter((f) => f.lines.includes(line[name] ?? 0)),
        name,
      ).toEqual([]);
    }
    expect(file.findings.find((f) => f.kind === 'exemption-ending')?.blocking).toBe(false);
    expect(file.findings.find((f) => f.kind === 'no-evidence')?.blocking).toBe(true);
  });

  it('counts complete the lines no blocking finding holds up', async () => {
    const file = await technicalFile();
    const blocked = new Set(file.findings.filter((f) => f.blocking).flatMap((f) => f.lines));
    expect(file.complete).toBe(file.total - blocked.size);
    for (const name of ['clean', 'dnp', 'ending', 'blanket'])
      expect(blocked.has(line[name] ?? 0), name).toBe(false);
  });

  it('a request open for a covered line is a finding to watch', async () => {
    await sendRequest(
      t,
      admin,
      mailRequest({
        manufacturer: 'Texas Instruments',
        receiver: 'compliance@ti.example',
        subject: 'Request for RoHS / REACH declarations: Texas Instruments',
        materialIds: [line.clean ?? 0],
      }),
    );
    const file = await technicalFile();
    expect(finding(file, 'request-open', 'clean')).toMatchObject({ blocking: false });
  });

  it('the product company reads it; another company gets 404, a user without the RoHS flag 403', async () => {
    expect((await fileOf(customer)).statusCode).toBe(200);
    expectError(await fileOf(stranger), 404);
    const withoutFlag = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    expectError(await fileOf(withoutFlag), 403);
    expectError(await fileOf(admin, 99_999_999), 404);
  });
});
