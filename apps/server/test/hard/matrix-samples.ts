/**
 * A valid request for every endpoint, keyed `group.name` (endpoints.ts): what a client of
 * the caller's role would send, naming the own company's record or the other company's
 * (`side`). A request that consumes its record (a delete, an approval) gets a fresh one,
 * so the cases can run in any order on one database. A new endpoint needs a row here: the
 * matrix fails for an endpoint without one.
 */
import { fileLinkPath, SHIPPED_EXEMPTION_TABLE } from '@partproof/shared';
import { randomBytes } from 'node:crypto';
import { materialComments, materialFlags, passwordResets } from '../../src/db/schema/index.js';
import { sha256, signPath } from '../../src/lib/tokens.js';
import { insertDeclaration, PDF_BYTES, textPdf } from '../declarations.js';
import { createMaterial, createUser, wizardPayload } from '../factories.js';
import { ensureManufacturer, mailRequest } from '../requests.js';
import { insertRequest } from '../supply.js';
import { TECHNICAL_FILE_SAMPLES } from './matrix-samples-technical-file.js';
import { bomCsv, TEST_PASSWORD, type MatrixFixture, type Side } from './matrix-fixture.js';
import { once, targeted, type Sample } from './matrix-sample.js';

const unique = () => randomBytes(4).toString('hex');
/** A file part as a browser sends it: its bytes, its name and its type. */
const file = (bytes: Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
const csvFile = (bytes: Buffer, name: string) => file(bytes, name, 'text/csv');
const pdfFile = (bytes: Buffer, name: string) => file(bytes, name, 'application/pdf');

const CDOC_EXPORT = Buffer.from(
  [
    'Certifying Body,Reference Number,Holder,Model,Standard,Expiry Date',
    'UL,E900001,Yageo Corporation,RC0603*,UL 1412,2031-03-31',
  ].join('\n'),
);

const EXEMPTION_TABLE = Buffer.from(
  JSON.stringify({
    version: { date: '2030-01-01', source: 'the authorisation matrix' },
    data: SHIPPED_EXEMPTION_TABLE.exemptions,
  }),
);
const CANDIDATE_LIST = Buffer.from(
  [
    'Substance name,EC No.,CAS No.,Date of inclusion',
    'Lead,231-100-4,7439-92-1,27-Jun-2018',
    'Bis(2-ethylhexyl) phthalate (DEHP),204-211-0,117-81-7,28-Oct-2008',
  ].join('\n'),
);

let candidateListVersions = 0;

/** A comment the caller wrote on the side's component, for an edit or a removal to take. */
async function callerComment(fx: MatrixFixture, authorId: number, side: Side): Promise<number> {
  const [row] = await fx.t.ctx.db
    .insert(materialComments)
    .values({ materialId: side.materialId, authorId, body: '<p>Draft</p>' })
    .returning({ id: materialComments.id });
  if (!row) throw new Error('no comment');
  return row.id;
}

/** A component of the side's product without a flag (one open flag per component). */
async function freshMaterial(fx: MatrixFixture, side: Side): Promise<number> {
  return (await createMaterial(fx.t.ctx.db, { productId: side.productId })).id;
}

/** A letter to Yageo about a Yageo component of the side's product (compose refuses others). */
async function yageoLetter(fx: MatrixFixture, side: Side) {
  await ensureManufacturer(fx.t.ctx.db, 'Yageo');
  return mailRequest({ manufacturer: 'Yageo', materialIds: [await freshMaterial(fx, side)] });
}

/** A live supplier link (a request as the requests module stores one). */
async function supplySecret(fx: MatrixFixture): Promise<string> {
  const { secret } = await insertRequest(fx.t.ctx.db, fx.t.config, { mpns: ['RC0603FR-0710KL'] });
  return secret;
}

const nothing = once(() => ({}));

export const SAMPLES: Record<string, Sample> = {
  // ------------------------------------------------------------ system, auth
  'healthApi.check': nothing,
  'manualApi.pdf': nothing,
  'fileApi.signedFile': once(({ fx }) => {
    const signed = new URL(
      signPath(fx.t.config.jwtSecret, fileLinkPath(fx.own.bomFileId), 3600),
      'http://x',
    );
    return {
      params: { id: fx.own.bomFileId },
      query: {
        exp: signed.searchParams.get('exp') ?? '',
        sig: signed.searchParams.get('sig') ?? '',
      },
    };
  }),
  'authApi.login': once(({ fx }) => ({
    body: { email: fx.loginUser.email, password: TEST_PASSWORD },
  })),
  'authApi.currentUser': nothing,
  'authApi.signOut': nothing,
  'authApi.forgetPassword': once(() => ({ body: { email: `nobody-${unique()}@example.com` } })),
  'authApi.scraperForgetPassword': once(() => ({
    body: { email: `nobody-${unique()}@example.com` },
  })),
  'authApi.resetPassword': once(async ({ fx }) => {
    const secret = unique() + unique();
    await fx.t.ctx.db.insert(passwordResets).values({
      userId: fx.resetUser.id,
      tokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { body: { id: secret, password: 'another-password-1' } };
  }),

  // ------------------------------------------------------------ users, companies, admin
  'userApi.register': targeted(({ side }) => ({
    body: {
      firstName: 'New',
      lastName: 'Person',
      email: `new-${unique()}@example.com`,
      password: 'long-enough-password',
      role: 2,
      companyId: side.companyId,
    },
  })),
  'userApi.updateProfile': targeted(({ fx, caller, side }) => ({
    form: { id: side === fx.own ? caller.user.id : side.owner.id, firstName: 'Test' },
  })),
  'userApi.updateUser': targeted(({ side }) => ({
    body: { id: side.victim.id, firstName: 'Victim' },
  })),
  'userApi.getAll': nothing,
  'userApi.disable': targeted(({ side }) => ({ body: { id: side.victim.id } })),
  'userApi.enable': targeted(({ side }) => ({ body: { id: side.victim.id } })),
  'userApi.remove': targeted(async ({ fx, side }) => ({
    body: { id: (await createUser(fx.t.ctx.db, { companyId: side.companyId })).id },
  })),
  'userApi.companyUsers': targeted(({ side }) => ({
    query: { companyId: side.companyId },
    body: {},
  })),
  'companyApi.list': nothing,
  'companyApi.create': once(() => ({ body: { name: `Company ${unique()}` } })),
  'companyApi.byUserRole': targeted(({ fx, caller, side }) => ({
    query: { userId: side === fx.own ? caller.user.id : side.owner.id, roleId: 2 },
    body: {},
  })),
  'mailApi.list': once(() => ({ query: { page: 1 } })),
  'auditApi.list': once(() => ({ query: { page: 1 } })),
  'homeApi.get': once(() => ({ query: {} })),
  'homeApi.queue': once(() => ({ query: { key: 'openFlags' } })),

  // ------------------------------------------------------------ products, components
  'productApi.getAll': once(() => ({ body: {} })),
  'productApi.get': targeted(({ side }) => ({ body: { id: side.productId } })),
  'productApi.components': targeted(({ side }) => ({
    params: { id: side.productId },
    query: { page: 1, limit: 10, sort: 'componentName', searchType: 'type', query: 'res' },
  })),
  ...TECHNICAL_FILE_SAMPLES,
  'productApi.save': once(() => ({ body: wizardPayload(1) })),
  'productApi.update': targeted(({ side }) => ({
    body: { id: side.productId, name: side.productName },
  })),
  'productApi.updateStatus': targeted(async ({ fx, side }) => {
    await fx.resetProducts();
    return { body: { productId: side.productId, statusId: 4 } };
  }),
  'productApi.customerProductStatus': targeted(async ({ fx, side }) => {
    await fx.resetProducts();
    return { body: { id: side.productId } };
  }),
  'productApi.delete': targeted(async ({ fx, side }) => ({
    body: { id: await fx.freshProduct(side) },
  })),
  'productApi.downloadCsv': targeted(({ side }) => ({ params: { id: side.productId } })),
  'productApi.zip': targeted(({ side }) => ({ params: { id: side.productId } })),
  'materialApi.get': targeted(({ side }) => ({ body: { id: side.materialId } })),
  'materialApi.save': targeted(({ side }) => ({
    body: {
      productId: side.productId,
      internalReference: 'IPN-added',
      componentName: 'RC0603FR-07ADDEDL',
      manufacturer: 'Yageo',
      type: 'Resistor',
      critical: true,
    },
  })),
  'materialApi.update': targeted(({ side }) => ({
    body: { id: side.materialId, type: 'Resistor' },
  })),
  'materialApi.delete': targeted(async ({ fx, side }) => ({
    body: { productId: side.productId, id: await fx.freshMaterial(side) },
  })),
  'materialApi.statuses': nothing,
  'materialApi.updateStatus': targeted(({ side }) => ({
    params: { id: side.materialId },
    body: { materialStatus: { id: 2 } },
  })),
  'lookupApi.all': once(() => ({ body: {} })),
  'lookupApi.requiredCertificates': nothing,

  // ------------------------------------------------------------ parts, BOM upload
  'partApi.components': once(() => ({ body: { page: 1 } })),
  'partApi.whereUsed': targeted(({ side }) => ({ params: { id: side.partId } })),
  'bomApi.parseFile': once(() => ({ form: {}, files: [csvFile(bomCsv(), 'bom.csv')] })),
  'bomApi.reparse': targeted(({ fx, caller, side }) => ({
    body: { filePath: side === fx.own ? caller.upload : side.bomFileId },
  })),

  // ------------------------------------------------------------ certificate database
  'cdocApi.importCdocs': once(() => ({
    form: {},
    files: [csvFile(CDOC_EXPORT, 'export.csv')],
  })),
  'cdocApi.getAllCdocs': once(() => ({ query: { page: 1 } })),
  'cdocApi.componentDocs': targeted(({ side }) => ({ body: { materialId: side.materialId } })),
  'cdocApi.update': once(({ fx }) => ({ body: { id: fx.cdocId, standard: 'UL 1412' } })),
  'manufacturerApi.list': nothing,
  'manufacturerApi.create': once(() => ({ body: { name: `Maker ${unique()}` } })),

  // ------------------------------------------------------------ certificate review and search
  // A Yageo component of the side's product: an admin's certificate publishes its holder to
  // the shared certificate database (and the manufacturer list), so not the other's maker.
  'certificateReviewApi.manual': targeted(async ({ fx, side }) => ({
    form: {
      serviceName: 'UL',
      modelName: 'RC0603FR-07*',
      materialId: await freshMaterial(fx, side),
      referenceNumber: `E${unique()}`,
    },
  })),
  'certificateReviewApi.tempCertificates': targeted(({ side }) => ({
    params: { id: side.materialId },
    body: { page: 1 },
  })),
  'certificateReviewApi.tempCertificatesPage': targeted(({ side }) => ({
    params: { id: side.materialId, take: 10, skip: 0, manufacture: 'Yageo', model: 'RC0603' },
  })),
  'certificateReviewApi.approveCerts': targeted(async ({ fx, side }) => ({
    body: { ids: [await fx.freshTempCertificate(side)], materialId: side.materialId },
  })),
  'certificateReviewApi.addExisting': targeted(async ({ fx, side }) => ({
    body: { materialId: side.materialId, cdocId: await fx.freshCdoc() },
  })),
  'certificateReviewApi.deleteApproved': targeted(async ({ fx, side }) => ({
    body: { id: await fx.freshRecord(side) },
  })),
  'certificateReviewApi.approvedOfMaterial': targeted(({ side }) => ({
    params: { id: side.materialId },
  })),
  // Both companies' part numbers: the other's is echoed back by name, never its records.
  'certificateReviewApi.byComponentNames': once(({ fx }) => ({
    body: { componentNames: [fx.own.componentName, fx.other.componentName] },
  })),
  'certificateSearchApi.findCertificates': targeted(({ side }) => ({
    body: { materials: [side.materialId] },
  })),
  'certificateSearchApi.searchRuns': targeted(({ side }) => ({
    query: { productId: side.productId },
  })),
  'certificateSearchApi.manufacturerScrap': once(() => ({ body: { query: 'Yageo' } })),
  'certificateSearchApi.productScrape': once(() => ({ query: { search: 'Smart Kettle' } })),
  'certificateSearchApi.scrapes': nothing,
  'certificateSearchApi.vdeLink': once(() => ({ body: { certificateNo: '40012345' } })),

  // ------------------------------------------------------------ comments, datasheets
  'commentApi.save': targeted(({ side }) => ({
    body: { entityId: side.materialId, body: '<p>Checked <b>the marking</b></p>' },
  })),
  'commentApi.getAll': targeted(({ side }) => ({ body: { entityId: side.materialId } })),
  // The caller's own comment (only the author edits; the author or an admin deletes).
  'commentApi.update': targeted(async ({ fx, caller, side }) => ({
    body: { id: await callerComment(fx, caller.user.id, side), body: 'Reworded' },
  })),
  'commentApi.remove': targeted(async ({ fx, caller, side }) => ({
    body: { id: await callerComment(fx, caller.user.id, side) },
  })),
  'commentApi.ofPart': targeted(({ side }) => ({ body: { partId: side.partId } })),
  'datasheetApi.set': targeted(({ side }) => ({
    form: { materialId: side.materialId, url: 'https://example.com/datasheet.pdf' },
  })),
  'datasheetApi.remove': targeted(({ side }) => ({ body: { materialId: side.materialId } })),

  // ------------------------------------------------------------ RoHS/REACH declarations
  'declarationApi.read': once(async () => ({
    files: [
      pdfFile(
        await textPdf(['RoHS Declaration', 'Yageo', 'Date: 2024-01-15', '2011/65/EU']),
        'statement.pdf',
      ),
    ],
  })),
  'declarationApi.upload': once(() => ({
    form: { type: 'RoHS', manufacturer: 'Yageo', models: 'All' },
    files: [pdfFile(PDF_BYTES, 'declaration.pdf')],
  })),
  'declarationApi.ofMaterial': targeted(({ side }) => ({ params: { id: side.materialId } })),
  'declarationApi.update': once(async ({ fx }) => ({
    body: { id: (await insertDeclaration(fx.t.ctx.db)).id, conditions: 'as amended' },
  })),
  'declarationApi.remove': once(async ({ fx }) => ({
    body: { ids: [(await insertDeclaration(fx.t.ctx.db)).id] },
  })),
  'declarationApi.review': targeted(async ({ fx, side }) => {
    await insertDeclaration(fx.t.ctx.db, { partIds: [side.partId] });
    return { body: { materialId: side.materialId, rohsStatus: 2 } };
  }),
  // The largest page: the fixture's declaration naming the other company's part number
  // (matrix-fixture.ts) is the oldest, behind those the other samples add.
  'declarationApi.documents': once(() => ({ query: { page: 1, limit: 100 } })),
  'declarationApi.certificates': once(() => ({ query: { page: 1, limit: 10 } })),
  'declarationApi.fetchDocs': targeted(({ side }) => ({
    body: { materialsIds: [side.materialId], runAll: false },
  })),
  'declarationApi.candidateList': once(() => ({
    // A version per call: each import must be of a date not imported yet.
    form: {
      date: new Date(Date.UTC(2001, 0, ++candidateListVersions)).toISOString().slice(0, 10),
      dryRun: 'false',
    },
    files: [csvFile(CANDIDATE_LIST, 'candidate-list.csv')],
  })),
  'lawApi.exemptions': once(() => ({ query: {} })),
  // A dry run stores nothing, so the same newer version serves every call.
  'lawApi.importExemptions': once(() => ({
    form: { dryRun: 'true' },
    files: [file(EXEMPTION_TABLE, 'exemptions.json', 'application/json')],
  })),
  'lawApi.candidateList': once(() => ({ query: {} })),
  // ------------------------------------------------------------ requests to manufacturers
  'contactApi.list': once(async ({ fx }) => ({
    params: { id: (await ensureManufacturer(fx.t.ctx.db, 'Yageo')).id },
  })),
  'contactApi.save': once(async ({ fx }) => ({
    params: { id: (await ensureManufacturer(fx.t.ctx.db, 'Yageo')).id },
    body: { contacts: [{ label: 'Compliance', email: 'rohs@yageo.example' }] },
  })),
  'requestApi.preview': targeted(async ({ fx, side }) => ({ body: await yageoLetter(fx, side) })),
  'requestApi.send': targeted(async ({ fx, side }) => ({ body: await yageoLetter(fx, side) })),
  'requestApi.activate': targeted(({ side }) => ({
    body: { id: side.productId, mailInfo: { htmlContent: '<p>Thank you</p>' } },
  })),
  'requestApi.history': once(() => ({ body: { names: ['Yageo'] } })),
  'requestApi.revoke': once(async ({ fx }) => ({
    body: { requestId: (await insertRequest(fx.t.ctx.db, fx.t.config)).request.id },
  })),

  // ------------------------------------------------------------ supplier link, flags
  'supplyApi.info': once(async ({ fx }) => ({ params: { secret: await supplySecret(fx) } })),
  'supplyApi.upload': once(async ({ fx }) => ({
    params: { secret: await supplySecret(fx) },
    // A text PDF: the reader takes it at once (a page without text would go to OCR).
    files: [
      pdfFile(
        await textPdf(['RoHS Declaration', 'Yageo', 'Date: 2024-01-15', '2011/65/EU']),
        'declaration.pdf',
      ),
    ],
  })),
  'flagApi.flag': targeted(async ({ fx, side }) => ({
    body: { materialId: await freshMaterial(fx, side), reason: 'The marking looks wrong' },
  })),
  'flagApi.resolve': targeted(async ({ fx, side }) => {
    const materialId = await freshMaterial(fx, side);
    await fx.t.ctx.db
      .insert(materialFlags)
      .values({ materialId, reason: 'The marking looks wrong' });
    return { body: { materialId, note: 'Checked against the datasheet' } };
  }),
};
