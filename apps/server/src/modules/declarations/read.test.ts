import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type DeclarationProposal } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import {
  declarationForm,
  textPdf,
  uploadDeclaration,
  uploadRequest,
} from '../../../test/declarations.js';
import { createCompany, createMaterial, signedIn } from '../../../test/factories.js';
import { countRows, expectError, form } from '../../../test/helpers.js';
import { hostileXml, inflationBombPdf } from '../../../test/hostile-files.js';
import { LIMITS_MESSAGE } from './reader/reader-process.js';

type Headers = { authorization: string };

/** Murata's RoHS statement for one capacitor, dated `date`. */
const murataStatement = (date: string) =>
  textPdf([
    'Murata Manufacturing Co., Ltd.',
    'RoHS Compliance Statement',
    `Date: ${date}`,
    'We declare that GRM188R61E225MA12D complies with Directive 2011/65/EU as amended by (EU) 2015/863.',
  ]);

const fixture = (name: string) =>
  readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../test/fixtures/ipc1752a',
      name,
    ),
  );

describe('reading a declaration document (rohs/read) and IPC-1752A uploads', () => {
  let t: TestApp;
  let admin: Headers;
  let customer: Headers;

  const read = (headers: Headers, bytes: Buffer, name: string, type = 'application/octet-stream') =>
    t.app.inject({
      method: 'POST',
      url: '/api/rohs/read',
      headers,
      payload: form({}, { field: 'file', bytes, name, type }),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    customer = (
      await signedIn(t.app, t.ctx.db, {
        companyId: (await createCompany(t.ctx.db)).id,
        isRoHSAllow: true,
      })
    ).headers;
    await createMaterial(t.ctx.db, {
      manufacturer: 'Example Connectors Inc',
      componentName: 'PH-2x05',
    });
  });
  afterAll(() => t.close());

  it('an IPC-1752A file is parsed: maker, known part numbers, date, the verdict with the exemption', async () => {
    const res = await read(admin, fixture('exempted-lead.xml'), 'declaration.xml', 'text/xml');
    expect(res.statusCode, res.body).toBe(200);
    const proposal = res.json<DeclarationProposal>();
    expect(proposal).toMatchObject({
      manufacturer: { name: 'Example Connectors Inc' },
      kind: 'IPC-1752A',
      models: 'PH-2x05',
      dateIssue: '2024-01-20',
      exemptions: ['6(c)'],
      ocr: false,
      verdict: { result: 'compliant-with-exemptions' },
    });
    expect(await countRows(t.ctx.db, 'declarations')).toBe(0);
  });

  it('a PDF statement is read into a proposal: maker, known part, date, directives, evidence', async () => {
    await createMaterial(t.ctx.db, { manufacturer: 'Murata', componentName: 'GRM188R61E225MA12D' });
    const pdf = await murataStatement('2023-05-12');
    const res = await read(admin, pdf, 'statement.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const proposal = res.json<DeclarationProposal>();
    expect(proposal).toMatchObject({
      manufacturer: { name: expect.stringMatching(/murata/i) as unknown },
      kind: 'RoHS',
      coverage: { mpns: ['GRM188R61E225MA12D'] },
      dateIssue: '2023-05-12',
      directives: ['2011/65/EU', '(EU) 2015/863'],
      ocr: false,
    });
    expect(proposal.evidence.find((e) => e.field === 'dateIssue')).toMatchObject({ page: 1 });
    expect(await countRows(t.ctx.db, 'declarations')).toBe(0);
  });

  it('a malformed or foreign XML file gets a clear 400, and an upload of it stores nothing', async () => {
    const malformed = await read(admin, fixture('malformed.xml'), 'x.xml');
    expectError(malformed, 400);
    expect(malformed.json<{ message: string }>().message).toMatch(/IPC-1752A/);
    expectError(await read(admin, fixture('not-ipc.xml'), 'x.xml'), 400);
    const files = await countRows(t.ctx.db, 'files');
    const res = await uploadRequest(
      t,
      admin,
      declarationForm(
        { type: 'IPC-1752A', manufacturer: 'Example Connectors Inc', models: 'PH-2x05' },
        [{ bytes: fixture('malformed.xml'), name: 'x.xml', type: 'text/xml' }],
      ),
    );
    expectError(res, 400);
    expect(await countRows(t.ctx.db, 'files')).toBe(files);
    expect(await countRows(t.ctx.db, 'declarations')).toBe(0);
  });

  it('an uploaded IPC-1752A declaration keeps its verdict; a lead over the limit is not compliant', async () => {
    const d = await uploadDeclaration(
      t,
      admin,
      {
        type: 'IPC-1752A',
        manufacturer: 'Example Connectors Inc',
        models: 'PH-2x05',
        dateIssue: '2024-01-20',
      },
      [{ bytes: fixture('lead-just-over.xml'), name: 'ipc.xml', type: 'text/xml' }],
    );
    expect(d.verdict?.result).toBe('not-compliant');
    expect(d.verdict?.findings[0]?.substance).toMatch(/lead/i);
    expect(d.verdict?.findings[0]).toMatchObject({ cas: '7439-92-1', exemption: null });
  });

  it('a 7 KB PDF inflating to 4 GB answers 413; the server keeps its memory and answers meanwhile', async () => {
    const before = process.resourceUsage().maxRSS;
    const reading = read(admin, inflationBombPdf(4), 'bomb.pdf', 'application/pdf');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expectError(await reading, 413, LIMITS_MESSAGE);
    // The inflated stream filled the reader's child process up to its limit, not this one
    // (a worker thread's heap limit let it take this process to 2.5 GB).
    expect(process.resourceUsage().maxRSS - before).toBeLessThan(512 * 1024);
  }, 60_000);

  it('IPC-1752A files past the caps answer 413 with clear words; an upload stores nothing', async () => {
    const files = await countRows(t.ctx.db, 'files');
    const declarations = await countRows(t.ctx.db, 'declarations');
    const hostile = [
      hostileXml.attributes(300_000),
      hostileXml.elements(200_000),
      hostileXml.nested(100_000),
      hostileXml.wide(100_000),
    ];
    for (const xml of hostile) {
      const bytes = Buffer.from(xml);
      const reading = read(admin, bytes, 'declaration.xml', 'text/xml');
      // Parsed in the reader's child process: this thread answers while it works.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const res = await reading;
      expectError(res, 413);
      expect(res.json<{ message: string }>().message).toMatch(
        /^The file is not a readable IPC-1752A declaration: (it has more than|an element has more than|its elements nest more than)/,
      );
      const upload = await uploadRequest(
        t,
        admin,
        declarationForm(
          { type: 'IPC-1752A', manufacturer: 'Example Connectors Inc', models: 'PH-2x05' },
          [{ bytes, name: 'ipc.xml', type: 'text/xml' }],
        ),
      );
      expectError(upload, 413);
    }
    expect(await countRows(t.ctx.db, 'files')).toBe(files);
    expect(await countRows(t.ctx.db, 'declarations')).toBe(declarations);
  }, 120_000);

  it('only admins with the RoHS flag read; a file that is no declaration is a 415', async () => {
    const pdf = await textPdf(['RoHS Declaration']);
    expectError(await read(customer, pdf, 'statement.pdf'), 403);
    expectError(await read(admin, Buffer.from('MZ\x90\x00'), 'statement.pdf'), 415);
    expectError(await read(admin, Buffer.alloc(11 * 1024 * 1024, 0x20), 'big.pdf'), 413);
  });

  it('what read proposes, upload takes back: a candidate list stated by month only', async () => {
    const pdf = await textPdf([
      'Murata Manufacturing Co., Ltd.',
      'REACH Declaration',
      'Date: 2022-07-01',
      'GRM188R61E225MA12D contains no substance of the REACH candidate list of June 2022',
      'above 0.1 % by weight (Regulation (EC) No 1907/2006).',
    ]);
    const res = await read(admin, pdf, 'reach.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const proposal = res.json<DeclarationProposal>();
    expect(proposal.candidateList).toMatchObject({ date: '2022-06' });
    const stored = await uploadDeclaration(
      t,
      admin,
      {
        type: proposal.kind,
        manufacturer: proposal.manufacturer?.name ?? '',
        models: proposal.models,
        dateIssue: proposal.dateIssue ?? undefined,
        directives: proposal.directives,
        candidateList: proposal.candidateList ?? undefined,
      },
      [{ bytes: pdf, name: 'reach.pdf' }],
    );
    expect(stored.candidateList).toMatchObject({ date: '2022-06' });
  });

  it("a maker's PDF with bytes after its %%EOF is read and kept, as PDF readers take it", async () => {
    const pdf = Buffer.concat([
      await murataStatement('2024-02-01'),
      Buffer.from('\n% written by a PDF producer after the end\n\x00\xff\x13\x37', 'latin1'),
    ]);
    const res = await read(admin, pdf, 'statement.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DeclarationProposal>()).toMatchObject({ dateIssue: '2024-02-01' });
    const stored = await uploadDeclaration(
      t,
      admin,
      { manufacturer: 'Murata', models: 'GRM188R61E225MA12D', dateIssue: '2024-02-01' },
      [{ bytes: pdf, name: 'statement.pdf' }],
    );
    expect(stored.files).toHaveLength(1);
  });
});
