/**
 * Generating the technical file (POST /api/product/{id}/technical-file, DESIGN.md §10.3): the
 * Declaration of Conformity with every Annex VI element, the pack whose signed manifest
 * matches its files, revisions that record what changed, and who may do what.
 */
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type GenerateTechnicalFile, type TechnicalFileRevision } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { fetchDocsAndWait, uploadDeclaration } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';
import { unzip } from '../../../test/unzip.js';
import { auditLog } from '../../db/schema/index.js';
import { readPdfPages } from '../declarations/reader/pdf-pages.js';
import type { PackManifest } from './pack.js';
import { sha256 } from './pack.js';
import { verifyPack } from './verify-pack.js';

type Headers = { authorization: string };
const RoHS3 = ['2011/65/EU', '(EU) 2015/863'];

const INPUTS: GenerateTechnicalFile = {
  signatory: { name: 'Erika Mustermann', function: 'Head of Quality' },
  place: 'Stuttgart',
  manufacturerAddress: 'Acme Electronics GmbH, Industriestr. 5, 70565 Stuttgart, Germany',
  identification: 'Model AX-200, serial numbers from 2026-0001',
};

const lastByteFlipped = (bytes: Buffer) => {
  const copy = Buffer.from(bytes);
  copy[copy.length - 1] = (copy.at(-1) ?? 0) ^ 0x01;
  return copy;
};

/** The same zip with one entry changed (by default one byte of it). */
function tampered(
  entries: Map<string, Buffer>,
  name: string,
  change: (bytes: Buffer) => Buffer = lastByteFlipped,
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, bytes] of entries) zip.addBuffer(path === name ? change(bytes) : bytes, path);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

describe('generating the technical file', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;
  let stranger: Headers;
  let productId: number;
  let lineA: number;
  let lineB: number;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
  const generate = (payload: object = INPUTS, headers = admin) =>
    call('POST', `product/${productId}/technical-file`, headers, payload);
  const approvedFor = async (
    materialId: number,
    fields: Record<string, string | string[]>,
    name: string,
  ) => {
    const d = await uploadDeclaration(t, admin, fields, [
      { bytes: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`), name, type: 'application/pdf' },
    ]);
    await fetchDocsAndWait(t, admin, [materialId]);
    const res = await call('POST', 'rohs/update', admin, {
      materialId,
      rohsStatus: 2,
      declarationId: d.id,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const pack = async (number: number, headers = admin) => {
    const res = await call(
      'GET',
      `product/${productId}/technical-file/revisions/${number}/pack`,
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.startSearchWorkers();
    const companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    customer = (
      await signedIn(t.app, t.ctx.db, { companyId, role: Role.Compliance, isRoHSAllow: true })
    ).headers;
    stranger = (await signedIn(t.app, t.ctx.db, { isRoHSAllow: true })).headers;
    productId = (
      await createProduct(t.ctx.db, {
        companyId,
        statusId: 2,
        name: 'AX-200 Controller',
        manufacturer: 'Acme Electronics GmbH',
        description: 'A DIN-rail motor controller.',
      })
    ).id;
    lineA = (
      await createMaterial(t.ctx.db, {
        productId,
        type: 'IC',
        manufacturer: 'Texas Instruments',
        componentName: 'TPS62160DSGR',
        position: 0,
      })
    ).id;
    await approvedFor(
      lineA,
      {
        manufacturer: 'Texas Instruments',
        models: 'TPS62160DSGR',
        dateIssue: '2025-02-01',
        directives: RoHS3,
      },
      'ti-tps62160.pdf',
    );
    lineB = (
      await createMaterial(t.ctx.db, {
        productId,
        type: 'Diode',
        manufacturer: 'Diodes Inc',
        componentName: 'BAT54',
        position: 1,
      })
    ).id;
  });
  afterAll(() => t.close());

  it('refuses while a finding blocks the declaration, naming it, and keeps nothing', async () => {
    const res = await generate();
    expectError(res, 409);
    expect(res.json<{ details: { findings: string[] } }>().details.findings).toEqual([
      'no-evidence: No approved declaration covers the part (1 line)',
    ]);
    const list = await call('GET', `product/${productId}/technical-file/revisions`, admin);
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it('asks for what the declaration needs and never invents it', async () => {
    const res = await generate({
      ...INPUTS,
      manufacturerAddress: '  ',
      signatory: { name: 'Erika Mustermann' },
    });
    expectError(res, 400);
    expect(res.body).toContain('manufacturerAddress');
    expect(res.body).toContain('signatory.function');
  });

  it('once the finding is resolved, generates revision 1: DoC, matrix, description, evidence, signed manifest', async () => {
    await approvedFor(
      lineB,
      { manufacturer: 'Diodes Inc', models: 'BAT54', dateIssue: '2025-04-01', directives: RoHS3 },
      'diodes-bat54.pdf',
    );
    const res = await generate();
    expect(res.statusCode, res.body).toBe(201);
    const { revision } = res.json<{ revision: TechnicalFileRevision }>();
    expect(revision).toMatchObject({ number: 1, complete: 2, total: 2, inputs: INPUTS });
    expect(revision.changes.lines).toEqual([lineA, lineB].sort((a, b) => a - b));

    const bytes = await pack(1);
    expect(sha256(bytes)).toBe(revision.packSha256);
    const entries = await unzip(bytes);
    expect([...entries.keys()].sort()).toEqual(
      [
        'compliance-matrix.pdf',
        'compliance-matrix.xlsx',
        'declaration-of-conformity.pdf',
        'evidence/' + [...entries.keys()].find((k) => k.endsWith('-diodes-bat54.pdf'))?.slice(9),
        'evidence/' + [...entries.keys()].find((k) => k.endsWith('-ti-tps62160.pdf'))?.slice(9),
        'manifest.json',
        'manifest.sig',
        'product.pdf',
      ].sort(),
    );
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}') as PackManifest;
    expect(manifest).toMatchObject({
      revision: 1,
      product: { id: productId, name: 'AX-200 Controller' },
    });
    for (const f of manifest.files) {
      expect(sha256(entries.get(f.path) ?? Buffer.alloc(0)), f.path).toBe(f.sha256);
    }
    const key = await call('GET', 'technical-file/public-key', admin);
    expect(key.json()).toMatchObject({
      algorithm: 'Ed25519',
      fingerprint: manifest.signature.fingerprint,
    });
    const publicKey = key.json<{ publicKey: string }>().publicKey;
    expect(await verifyPack(bytes, publicKey)).toMatchObject({ ok: true, problems: [] });
    const broken = await verifyPack(await tampered(entries, 'compliance-matrix.xlsx'), publicKey);
    expect(broken).toMatchObject({ ok: false, problems: ['compliance-matrix.xlsx: changed'] });
    // A manifest edited to match an edited file no longer carries PartProof's signature.
    const edited = (bytes: Buffer) =>
      Buffer.from(bytes.toString().replace('"revision": 1', '"revision": 7'));
    const resigned = await verifyPack(await tampered(entries, 'manifest.json', edited), publicKey);
    expect(resigned.problems).toContain('the signature of manifest.json does not verify');
  });

  it('writes every Annex VI element into the Declaration of Conformity', async () => {
    const entries = await unzip(await pack(1));
    const pages = await readPdfPages(
      new Uint8Array(entries.get('declaration-of-conformity.pdf') ?? []),
    );
    const text = pages
      .map((p) => p.text)
      .join('\n')
      .replace(/\s+/g, ' ');
    for (const element of [
      'EU Declaration of Conformity',
      'AX-200 Controller',
      'Model AX-200, serial numbers from 2026-0001',
      'Acme Electronics GmbH',
      'Industriestr. 5, 70565 Stuttgart, Germany',
      'issued under the sole responsibility of the manufacturer',
      'Object of the declaration',
      'in conformity with Directive 2011/65/EU',
      '(EU) 2015/863',
      'EN IEC 63000:2018',
      'Place and date of issue: Stuttgart, ',
      'Erika Mustermann',
      'Head of Quality',
    ]) {
      expect(text, element).toContain(element);
    }
  });

  it('revision 2 records exactly the lines that changed and the findings opened', async () => {
    const added = (
      await createMaterial(t.ctx.db, {
        productId,
        type: 'IC',
        manufacturer: 'Microchip',
        componentName: 'ATSAMD21G18A',
        position: 2,
      })
    ).id;
    const refused = await generate();
    expectError(refused, 409);
    const res = await generate({
      ...INPUTS,
      override: { reason: 'Shipping samples; declaration requested' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { revision } = res.json<{ revision: TechnicalFileRevision }>();
    expect(revision).toMatchObject({ number: 2, complete: 2, total: 3 });
    expect(revision.changes.lines).toEqual([added]);
    expect(revision.changes.findingsOpened).toEqual([
      { kind: 'no-evidence', text: 'No approved declaration covers the part', lines: [added] },
    ]);
    expect(revision.changes.findingsClosed).toEqual([]);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'technicalFile.override'));
    expect(audit?.after).toMatchObject({
      revision: 2,
      reason: 'Shipping samples; declaration requested',
    });

    const list = await call('GET', `product/${productId}/technical-file/revisions`, customer);
    expect(list.json<{ data: TechnicalFileRevision[] }>().data.map((r) => r.number)).toEqual([
      2, 1,
    ]);
  });

  it("the product's company downloads its packs but may not generate; another company gets 404", async () => {
    const bytes = await pack(1, customer);
    expect((await verifyPack(bytes)).ok).toBe(true);
    const res = await call('GET', `product/${productId}/technical-file/revisions/1/pack`, admin);
    expect(res.headers['content-disposition']).toContain('AX-200 Controller-technical-file-r1.zip');
    expectError(await generate(INPUTS, customer), 403);
    expectError(await call('GET', `product/${productId}/technical-file/revisions`, stranger), 404);
    expectError(
      await call('GET', `product/${productId}/technical-file/revisions/1/pack`, stranger),
      404,
    );
    expectError(
      await call('GET', `product/${productId}/technical-file/revisions/9/pack`, admin),
      404,
    );
  });
});
