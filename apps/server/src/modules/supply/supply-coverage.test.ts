/**
 * Security issue 18, findings 3 and 9: what a supplier's answer covers, and who reads its part
 * numbers. Company A asks Yageo about A1, A2 and S; company B's product uses S too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Declaration } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { declarationsOf, insertDeclaration, textPdf } from '../../../test/declarations.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { insertRequest, supplyForm } from '../../../test/supply.js';
import { unzip } from '../../../test/unzip.js';
import { declarations, type materials } from '../../db/schema/index.js';

type Headers = { authorization: string };
type Material = typeof materials.$inferSelect;

const A1 = 'RC0402JR-07SECRETA1L';
const A2 = 'RC0402JR-07SECRETA2L';
const S = 'RC0402JR-07SHAREDL';
const A_SERIES = 'RC0402JR-07SECRET*';

describe("a supplier's answer: what it covers and who reads its part numbers", () => {
  let t: TestApp;
  let admin: Headers;
  let aAdminSender: number;
  let aUser: Headers;
  let bUser: Headers;
  let bEngineer: Headers;
  let bCompliance: Headers;
  let aParts: Material[];
  let bShared: Material;
  let bProductId: number;
  let network = 0;

  const upload = async (secret: string, bytes: Buffer) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/supply/${secret}/upload`,
      payload: supplyForm([{ bytes, name: 'answer.pdf' }]),
      remoteAddress: `203.0.113.${++network}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.ctx.db
      .select()
      .from(declarations)
      .where(
        eq(
          declarations.id,
          res.json<{ received: { declarationId: number }[] }>().received[0]!.declarationId,
        ),
      );
    if (!stored) throw new Error('not stored');
    return stored;
  };

  /** A's request for A1, A2 and S, as 'Activate RoHS DoC collection' sends it. */
  const requestOfA = () =>
    insertRequest(t.ctx.db, t.config, {
      mpns: [A1, A2, S],
      partIds: aParts.map((m) => m.partId!),
      senderId: aAdminSender,
    });

  const documents = async (headers: Headers, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rohs/get-rohs?page=1&limit=100${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      data: {
        id: number;
        mpn: string;
        rohs_series: string;
        path: string | null;
        sourceName: string;
      }[];
      total: number;
    }>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createCompany(t.ctx.db, { name: 'Company A' });
    const b = await createCompany(t.ctx.db, { name: 'Company B' });
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).headers;
    aAdminSender = (await signedIn(t.app, t.ctx.db, { role: Role.Admin, isRoHSAllow: true })).user
      .id;
    const aProduct = await createProduct(t.ctx.db, { companyId: a.id, statusId: 2 });
    aParts = [];
    for (const componentName of [A1, A2, S]) {
      aParts.push(
        await createMaterial(t.ctx.db, {
          productId: aProduct.id,
          componentName,
          manufacturer: 'Yageo',
        }),
      );
    }
    const bProduct = await createProduct(t.ctx.db, { companyId: b.id, statusId: 2 });
    bProductId = bProduct.id;
    bShared = await createMaterial(t.ctx.db, {
      productId: bProduct.id,
      componentName: S,
      manufacturer: 'Yageo',
    });
    aUser = (
      await signedIn(t.app, t.ctx.db, { role: Role.User, companyId: a.id, isRoHSAllow: true })
    ).headers;
    const inB = { companyId: b.id, isRoHSAllow: true };
    bUser = (await signedIn(t.app, t.ctx.db, { role: Role.User, ...inB })).headers;
    bEngineer = (await signedIn(t.app, t.ctx.db, { role: Role.Engineer, ...inB })).headers;
    bCompliance = (await signedIn(t.app, t.ctx.db, { role: Role.Compliance, ...inB })).headers;
  });
  afterAll(() => t.close());

  describe("a non-admin reads only their own parts' numbers of a declaration (finding 3)", () => {
    let declaration: { id: number };

    beforeAll(async () => {
      // A declaration that names A's part numbers and a series only A's parts fall in.
      declaration = await insertDeclaration(t.ctx.db, {
        partIds: [...aParts.map((m) => m.partId!), bShared.partId!],
        values: { scope: 'series', series: [A_SERIES], mpns: [A1, A2, S] },
      });
    });

    const leaks = (body: string) => [A1, A2, A_SERIES].filter((mpn) => body.includes(mpn));

    it('getRohsFiles: roles 2 and 4 of B see S alone; an admin sees every entry', async () => {
      for (const headers of [bUser, bEngineer]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/rohs/getRohsFiles/${bShared.id}`,
          headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(leaks(res.body)).toEqual([]);
        const [d] = res.json<{ data: Declaration[] }>().data;
        expect(d).toMatchObject({
          id: declaration.id,
          coverage: { scope: 'series', series: [], mpns: [S], exclusions: [] },
          models: S,
          mpn: S,
          claimedModels: null,
        });
      }
      const [seen] = await declarationsOf(t, admin, bShared.id);
      expect(seen?.coverage).toEqual({
        scope: 'series',
        series: [A_SERIES],
        mpns: [A1, A2, S],
        exclusions: [],
      });
    });

    it('get-rohs: B sees S alone, and searching for A1 or the series finds nothing', async () => {
      for (const headers of [bUser, bEngineer]) {
        const list = await documents(headers);
        expect(list.data.map((d) => d.id)).toContain(declaration.id);
        expect(leaks(JSON.stringify(list))).toEqual([]);
        expect(list.data.find((d) => d.id === declaration.id)?.mpn).toBe(S);
        expect((await documents(headers, `&searchType=mpn&query=${A1}`)).total).toBe(0);
        expect((await documents(headers, '&searchType=series&query=SECRET')).total).toBe(0);
        expect((await documents(headers, `&searchType=mpn&query=${S}`)).total).toBe(1);
      }
      const all = await documents(admin, `&searchType=mpn&query=${A1}`);
      expect(all.data.map((d) => d.id)).toEqual([declaration.id]);
      expect(all.data[0]?.mpn).toBe([A1, A2, S].join('; '));
    });

    it("the product workbook and the zip's manifest of B name no part number of A", async () => {
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/product/downloadCSV/${bProductId}`,
        headers: bCompliance,
      });
      expect(csv.statusCode).toBe(200);
      const sheets = await unzip(csv.rawPayload);
      const text = [...sheets.values()].map((b) => b.toString()).join('\n');
      expect(text).toContain(S);
      expect(leaks(text)).toEqual([]);

      for (const headers of [bUser, bCompliance]) {
        const zip = await t.app.inject({
          method: 'GET',
          url: `/api/product/zip/${bProductId}`,
          headers,
        });
        expect(zip.statusCode).toBe(200);
        const manifest = (await unzip(zip.rawPayload)).get('manifest.json')?.toString() ?? '';
        expect(manifest).toContain(S);
        expect(leaks(manifest)).toEqual([]);
      }
    });
  });

  describe("a supplier's answer covers at most the request's parts (finding 9)", () => {
    const statement = (claim: string[]) =>
      textPdf([
        'RoHS Declaration of Conformity',
        'Yageo Corporation',
        'Date: 2024-03-15',
        ...claim,
        'They comply with Directive 2011/65/EU as amended by (EU) 2015/863.',
      ]);

    it('a file naming no part number covers nothing until staff fill it in', async () => {
      const { secret } = await requestOfA();
      const stored = await upload(secret, await statement(['We hereby declare the following.']));
      expect(stored).toMatchObject({ scope: 'mpns', mpns: [], series: [], claimedModels: '' });
    });

    it("a file claiming all products covers exactly the request's parts; staff see the claim", async () => {
      const { secret } = await requestOfA();
      const stored = await upload(
        secret,
        await statement(['All products of Yageo Corporation are RoHS compliant.']),
      );
      expect(stored).toMatchObject({
        scope: 'mpns',
        mpns: [A1, A2, S],
        exclusions: [],
        claimedModels: 'All',
      });
      const seen = (await declarationsOf(t, admin, bShared.id)).find((d) => d.id === stored.id);
      expect(seen?.claimedModels).toBe('All');
      // B reads its own S, not A's part numbers, nor the claim.
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/rohs/getRohsFiles/${bShared.id}`,
        headers: bUser,
      });
      const forB = res.json<{ data: Declaration[] }>().data.find((d) => d.id === stored.id);
      expect(forB).toMatchObject({ coverage: { mpns: [S] }, claimedModels: null });
    });

    it("a supplier's file goes only to non-admins whose own parts its letter listed", async () => {
      const { secret } = await requestOfA();
      const stored = await upload(
        secret,
        await statement(['All products of Yageo Corporation are RoHS compliant.']),
      );
      const filesOf = async (headers: Headers, materialId: number) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/rohs/getRohsFiles/${materialId}`,
          headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        const d = res.json<{ data: Declaration[] }>().data.find((x) => x.id === stored.id);
        return { files: d?.files.map((f) => f.name), path: d?.path ?? null };
      };
      // The letter listed A1 and A2, which B does not use: B reads no file, nor its name.
      expect(await filesOf(bUser, bShared.id)).toEqual({ files: [], path: null });
      const listed = (await documents(bUser)).data.find((d) => d.id === stored.id);
      expect(listed).toMatchObject({ path: null, sourceName: 'RoHS' });
      expect(
        (await documents(bUser, '&searchType=sourceName&query=answer')).data.map((d) => d.id),
      ).not.toContain(stored.id);
      // A, whose parts the letter listed, and admins do.
      expect((await filesOf(aUser, aParts[0]!.id)).files).toEqual(['answer.pdf']);
      expect((await filesOf(admin, bShared.id)).files).toEqual(['answer.pdf']);
    });

    it('a file naming some of the parts covers those of the request alone', async () => {
      const { secret } = await requestOfA();
      const stored = await upload(
        secret,
        await statement([`The following products are RoHS compliant: ${A1}; ${S}.`]),
      );
      expect(stored.mpns).toEqual([A1, S]);
    });
  });
});
