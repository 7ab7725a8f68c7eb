/**
 * The world the authorisation matrix calls into: two companies, callers of every role in the
 * first ("own"), and records of both. Every text the second company ("other") wrote carries
 * one marker, so a leak is a grep of any answer for it. The other company's data goes in
 * through the real write paths (BOM upload, the wizard's product/save with typed lookups) so
 * that whatever those paths store is marked too.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { Role, type RoleId } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../build-app.js';
import {
  componentInput,
  createCdoc,
  createCompany,
  createMaterial,
  createMaterialCertificate,
  createProduct,
  createTempCertificate,
  createUser,
  TEST_PASSWORD,
  wizardPayload,
} from '../factories.js';
import { insertDeclaration, textPdf } from '../declarations.js';
import { form } from '../helpers.js';
import { materials, products, users } from '../../src/db/schema/index.js';
import { deriveKey } from '../../src/lib/keys.js';
import { signAccessToken } from '../../src/lib/tokens.js';

type UserRow = typeof users.$inferSelect;
type Headers = { authorization: string };

export const ROLES: RoleId[] = [Role.Admin, Role.User, Role.Compliance, Role.Engineer];

const unique = () => randomBytes(4).toString('hex');

/** A signed-in caller of the matrix, with the tokens of its refused twins. */
export interface Caller {
  role: RoleId;
  isRoHSAllow: boolean;
  user: UserRow;
  headers: Headers;
  /** The same user's token, expired an hour ago. */
  expired: Headers;
  /** A valid token of a user like this one whose account is disabled (`users.disabled_at`). */
  disabled: Headers;
  /** A BOM this caller uploaded (its file id), for the calls that reuse an upload. */
  upload: string;
}

/** One company's records that the sample requests name. */
export interface Side {
  companyId: number;
  /** A role-2 user who owns the company's product and uploaded its BOM. */
  owner: UserRow;
  /** A role-2 user that user-management calls edit. */
  victim: UserRow;
  productId: number;
  productName: string;
  materialId: number;
  componentName: string;
  partId: number;
  /** The product's stored BOM (a file id). */
  bomFileId: string;
}

export interface MatrixFixture {
  t: TestApp;
  /** Found in every text the other company stored; never in an answer to the own company. */
  marker: string;
  own: Side;
  other: Side;
  /** Callers of roles 1–4 in the own company (the admin has none, as the bootstrap admin). */
  callers: Record<RoleId, Caller>;
  /** The same roles with the RoHS flag, for the capabilities that need it. */
  rohsCallers: Record<RoleId, Caller>;
  /** A user who signs in through the login sample (not a caller: login leaves them alone). */
  loginUser: UserRow;
  /** A user whose password the reset sample changes. */
  resetUser: UserRow;
  /** A certificate record of the shared database. */
  cdocId: number;
  /** Puts both products back in review (2), where every role may open them and act. */
  resetProducts: () => Promise<void>;
  /** A product of the side that a delete may take. */
  freshProduct: (side: Side) => Promise<number>;
  /** A component of the side's product that a delete may take. */
  freshMaterial: (side: Side) => Promise<number>;
  /** A candidate certificate of the side's component, for an approval to consume. */
  freshTempCertificate: (side: Side) => Promise<number>;
  /** A certification record of the side's component's part, for a removal to take. */
  freshRecord: (side: Side) => Promise<number>;
  /** A certificate of the shared database not yet attached to anything. */
  freshCdoc: () => Promise<number>;
  /** Puts the callers' token versions back, so a case that signed one out ends nothing else. */
  restoreSessions: () => Promise<void>;
  /**
   * A user of the own company with this role whom no case calls as: the live-feed watchers
   * sign in as these, as a case signing a caller out would close that caller's socket.
   */
  watcher: (role: RoleId) => Promise<Headers>;
}

/** A BOM as a customer's export: the marker (if any) in part numbers and maker names. */
export function bomCsv(mark = ''): Buffer {
  return Buffer.from(
    [
      'Designator,Manufacturer Part Number,Manufacturer,Quantity,Description',
      `R1,RC0603FR-07${mark}10KL,Yageo${mark},1,RES 10K`,
      `C1,GRM188R71H${mark}104KA93D,Murata${mark},1,CAP 100NF`,
    ].join('\n'),
  );
}

async function expiredToken(secret: string, user: UserRow): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt(now - 13 * 3600)
    .setExpirationTime(now - 3600)
    .sign(deriveKey(secret, 'access-token'));
}

async function uploadBom(t: TestApp, headers: Headers, name: string, bytes: Buffer) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/collectionProductMaterials/parseFile',
    headers,
    payload: form({}, { field: 'file', bytes, name, type: 'text/csv' }),
  });
  if (res.statusCode !== 200) throw new Error(`BOM upload failed: ${res.body}`);
  return res.json<{ filePath: string; fileName: string }>();
}

/** A company's product made as its users make one: BOM upload, then the wizard's save. */
async function seedSide(t: TestApp, mark: string): Promise<Side> {
  const db = t.ctx.db;
  const company = await createCompany(db, {
    name: `Company ${mark || 'own'} ${unique()}`,
    trialLifted: true,
  });
  const person = (label: string) => ({
    role: Role.User,
    companyId: company.id,
    firstName: 'Test',
    lastName: `${label} ${mark}`,
    email: `${label}-${mark || 'own'}-${unique()}@example.com`,
  });
  const owner = await createUser(db, person('owner'));
  const victim = await createUser(db, person('victim'));
  const headers = {
    authorization: `Bearer ${await signAccessToken(t.config.jwtSecret, { userId: owner.id, version: owner.tokenVersion })}`,
  };
  const bom = await uploadBom(t, headers, `bom-${mark || 'own'}.csv`, bomCsv(mark));
  const name = `Product ${mark} ${unique()}`;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/product/save',
    headers,
    payload: wizardPayload(2, {
      name,
      manufacturer: `Maker ${mark}`,
      customer: `Customer ${mark}`,
      description: `Described ${mark}`,
      type: [{ id: null, title: `Type ${mark || 'own'} ${unique()}` }],
      standards: [{ id: null, title: `Standard ${mark || 'own'} ${unique()}` }],
      collectionProductMaterials: bom.fileName,
      filePath: bom.filePath,
      materials: [0, 1].map((i) =>
        componentInput(i, {
          internalReference: `IPN-${mark}-${i}`,
          componentName: `MPN${mark}X${i}${unique()}`,
          manufacturer: `Maker${mark}`,
        }),
      ),
    }),
  });
  if (saved.statusCode !== 201) throw new Error(`product/save failed: ${saved.body}`);
  const productId = saved.json<{ id: number }>().id;
  await db.update(products).set({ statusId: 2 }).where(eq(products.id, productId));
  const [material] = await db
    .select()
    .from(materials)
    .where(eq(materials.productId, productId))
    .orderBy(materials.id)
    .limit(1);
  if (!material?.partId) throw new Error('the seeded component has no part');
  // A certificate record and a candidate, so record and candidate reads answer something.
  await createMaterialCertificate(db, { materialId: material.id });
  await createTempCertificate(db, { materialId: material.id });
  return {
    companyId: company.id,
    owner,
    victim,
    productId,
    productName: name,
    materialId: material.id,
    componentName: material.componentName,
    partId: material.partId,
    bomFileId: bom.filePath,
  };
}

const bearerOf = (secret: string, user: UserRow): Promise<Headers> =>
  signAccessToken(secret, { userId: user.id, version: user.tokenVersion }).then((token) => ({
    authorization: `Bearer ${token}`,
  }));

async function makeCaller(
  t: TestApp,
  role: RoleId,
  companyId: number,
  isRoHSAllow: boolean,
): Promise<Caller> {
  const db = t.ctx.db;
  const secret = t.config.jwtSecret;
  const values = { role, isRoHSAllow, companyId: role === Role.Admin ? null : companyId };
  const user = await createUser(db, values);
  const twin = await createUser(db, { ...values, disabledAt: new Date() });
  const bearer = (u: UserRow) => bearerOf(secret, u);
  const headers = await bearer(user);
  return {
    role,
    isRoHSAllow,
    user,
    headers,
    expired: { authorization: `Bearer ${await expiredToken(secret, user)}` },
    disabled: await bearer(twin),
    upload: (await uploadBom(t, headers, `bom-${role}.csv`, bomCsv())).filePath,
  };
}

/**
 * Shared reference data that names the other company (security issue 18): a declaration of
 * the own side's maker that lists the own part and one of the other's part numbers, and the
 * other's BOM-only maker remembered in the manufacturer list (as reading any document does).
 * Non-admin answers — getRohsFiles, get-rohs, the workbook, the manufacturer list — must still
 * carry no marker.
 */
async function crossCompanyReferenceData(
  t: TestApp,
  own: Side,
  marker: string,
  admin: Caller,
): Promise<void> {
  await insertDeclaration(t.ctx.db, {
    manufacturer: 'Maker',
    partIds: [own.partId],
    values: { scope: 'mpns', mpns: [own.componentName, `MPN${marker}SHARED`] },
  });
  const data = new FormData();
  const pdf = await textPdf(['RoHS Declaration of Conformity']);
  data.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'read.pdf');
  const read = await t.app.inject({
    method: 'POST',
    url: '/api/rohs/read',
    headers: admin.headers,
    payload: data,
  });
  if (read.statusCode !== 200) throw new Error(`rohs/read failed: ${read.body}`);
}

export async function buildMatrixFixture(): Promise<MatrixFixture> {
  // One directory configured (never reached: no worker runs), so the scrape calls can start.
  // Every case comes from one address: the per-network limits would refuse the later ones.
  const t = await buildTestApp({
    SOURCE_UL_URL: 'http://127.0.0.1:9/',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    FORGOT_MAX_REQUESTS_PER_IP: '100000',
    FORGOT_MAX_REQUESTS: '100000',
    RESET_MAX_ATTEMPTS: '100000',
  });
  const db = t.ctx.db;
  const marker = `lk${randomBytes(6).toString('hex')}`;
  const own = await seedSide(t, '');
  const other = await seedSide(t, marker);
  const callersOf = async (rohs: boolean) => {
    const entries = await Promise.all(
      ROLES.map(async (role) => [role, await makeCaller(t, role, own.companyId, rohs)] as const),
    );
    return Object.fromEntries(entries) as Record<RoleId, Caller>;
  };
  const sideMaterial = (side: Side) => ({ materialId: side.materialId });
  const callers = await callersOf(false);
  const rohsCallers = await callersOf(true);
  await crossCompanyReferenceData(t, own, marker, rohsCallers[Role.Admin]);
  const sessions = [...Object.values(callers), ...Object.values(rohsCallers)]
    .map((c) => c.user)
    .concat(own.owner, other.owner);
  return {
    t,
    marker,
    own,
    other,
    callers,
    rohsCallers,
    loginUser: await createUser(db, { companyId: own.companyId }),
    resetUser: await createUser(db, { companyId: own.companyId }),
    cdocId: (await createCdoc(db)).id,
    resetProducts: async () => {
      await db
        .update(products)
        .set({ statusId: 2 })
        .where(inArray(products.id, [own.productId, other.productId]));
    },
    freshProduct: async (side) =>
      (
        await createProduct(db, {
          companyId: side.companyId,
          ownerId: side.owner.id,
          statusId: 2,
          materials: 1,
        })
      ).id,
    freshMaterial: async (side) =>
      (await createMaterial(db, { productId: side.productId, createdBy: side.owner.id })).id,
    freshTempCertificate: async (side) => (await createTempCertificate(db, sideMaterial(side))).id,
    freshRecord: async (side) => (await createMaterialCertificate(db, sideMaterial(side))).id,
    freshCdoc: async () => (await createCdoc(db)).id,
    restoreSessions: async () => {
      for (const user of sessions)
        await db
          .update(users)
          .set({ tokenVersion: user.tokenVersion })
          .where(eq(users.id, user.id));
    },
    watcher: async (role) =>
      bearerOf(t.config.jwtSecret, await createUser(db, { role, companyId: own.companyId })),
  };
}

export { TEST_PASSWORD };
