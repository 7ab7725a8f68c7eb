/**
 * Test data that creates its missing parents, so every test owns its rows
 * (STYLE.md: outline's factories). Passwords are known so tests can sign in.
 */
import { randomBytes } from 'node:crypto';
import { Role, type RoleId } from '@partproof/shared';
import type { App } from '../src/lib/route.js';
import type { Db } from '../src/db/client.js';
import { eq } from 'drizzle-orm';
import {
  cdocs,
  companies,
  partCertificates,
  materials,
  products,
  tempCertificates,
  users,
} from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { searchColumns } from '../src/modules/cdocs/cdocs.queries.js';
import { ensureParts } from '../src/modules/parts/parts.queries.js';
import { withKeys } from '../src/modules/materials/material-keys.js';

const unique = () => randomBytes(4).toString('hex');
export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

export async function createCompany(
  db: Db,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${unique()}`, ...overrides })
    .returning();
  if (!company) throw new Error('no company');
  return company;
}

export interface UserOverrides extends Partial<typeof users.$inferInsert> {
  role?: RoleId;
  password?: string;
}

/** A user; roles that need a company get a new one unless `companyId` is given. */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const { password, ...values } = overrides;
  const role = values.role ?? Role.User;
  const companyId =
    'companyId' in values
      ? values.companyId
      : role === Role.Admin || role === Role.Engineer
        ? null
        : (await createCompany(db)).id;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `User ${unique()}`,
      email: `user-${unique()}@example.com`,
      passwordHash: password ? await hashPassword(password) : await passwordHash,
      ...values,
      role,
      companyId,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

/** Signs in through the real login endpoint and returns the Authorization header value. */
export async function tokenFor(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return `Bearer ${res.json<{ accessToken: string }>().accessToken}`;
}

/** A user plus the headers to call the API as them. */
export async function signedIn(app: App, db: Db, overrides: UserOverrides = {}) {
  const user = await createUser(db, overrides);
  const authorization = await tokenFor(app, user.email, overrides.password);
  return { user, headers: { authorization } };
}

export interface ProductOverrides extends Partial<typeof products.$inferInsert> {
  /** How many components to give the product (created by its owner). */
  materials?: number;
}

/**
 * A product straight in the database, with `materials` components. Without `ownerId`
 * a role-2 user (and company, unless `companyId` is given) is created as its owner;
 * the product belongs to the owner's company unless `companyId` says otherwise.
 */
export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const { materials: componentCount = 0, ...values } = overrides;
  let { ownerId, companyId } = values;
  if (ownerId === undefined || ownerId === null) {
    const owner = await createUser(db, companyId !== undefined ? { companyId } : {});
    ownerId = owner.id;
    companyId ??= owner.companyId;
  } else if (companyId === undefined) {
    const [owner] = await db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, ownerId));
    companyId = owner?.companyId ?? null;
  }
  const [product] = await db
    .insert(products)
    .values({
      name: `Product ${unique()}`,
      manufacturer: 'Acme Electronics',
      customer: 'Dana Customer',
      ...values,
      ownerId,
      companyId,
    })
    .returning();
  if (!product) throw new Error('no product');
  for (let i = 0; i < componentCount; i++)
    await createMaterial(db, { productId: product.id, position: i, createdBy: ownerId });
  return product;
}

/** A component of a product; creates the product when `productId` is not given. */
export async function createMaterial(
  db: Db,
  overrides: Partial<typeof materials.$inferInsert> = {},
) {
  const productId = overrides.productId ?? (await createProduct(db)).id;
  const values = {
    internalReference: `IPN-${unique()}`,
    designator: ['R1'],
    componentName: `RC0603FR-07${unique()}L`,
    type: 'Resistor',
    manufacturer: 'Yageo',
    ...overrides,
    productId,
  };
  // Like every write path, the line is given its part (DESIGN.md §9.1).
  const [partId] =
    overrides.partId !== undefined
      ? [overrides.partId]
      : await ensureParts(db, [{ ...values, partNumberSource: undefined }]);
  const [material] = await db
    .insert(materials)
    .values({ ...withKeys(values), partId: partId ?? null })
    .returning();
  if (!material) throw new Error('no material');
  return material;
}

/** One component as the wizard sends it; `i` keeps names distinct. */
export function componentInput(i: number, overrides: Record<string, unknown> = {}) {
  return {
    internalReference: `IPN-${i}`,
    designator: [`R${i + 1}`],
    componentName: `RC0603FR-07${i}KL`,
    type: 'Resistor',
    manufacturer: 'Yageo',
    critical: true,
    ...overrides,
  };
}

/** A complete `product/save` payload with `components` components and new lookup titles. */
export function wizardPayload(components = 3, overrides: Record<string, unknown> = {}) {
  return {
    name: `Smart Kettle ${unique()}`,
    type: [{ id: null, title: 'Household appliance' }],
    standards: [{ id: null, title: 'IEC 60335-1' }],
    markets: [{ id: null, title: 'EU' }],
    developmentStatus: { id: null, title: 'Prototype' },
    manufacturer: 'Acme Electronics',
    customer: 'Dana Customer',
    description: 'A kettle',
    collectionProductMaterials: 'bom.xlsx',
    materials: Array.from({ length: components }, (_, i) => componentInput(i)),
    ...overrides,
  };
}

/**
 * A certificate record (cdoc) with its normalised search columns filled as the services
 * fill them; unique reference number unless given.
 */
export async function createCdoc(db: Db, overrides: Partial<typeof cdocs.$inferInsert> = {}) {
  const holder = overrides.holder ?? 'Yageo Corporation';
  const models = overrides.models ?? [`RC0603-${unique()}`];
  const [cdoc] = await db
    .insert(cdocs)
    .values({
      certifyingBody: 'UL',
      refNumber: `E${unique()}`,
      serviceName: 'import',
      documentLinks: ['https://certificates.example/doc.pdf'],
      expiryDate: '2030-12-31',
      ...overrides,
      holder,
      models,
      ...searchColumns(holder, models),
    })
    .returning();
  if (!cdoc) throw new Error('no cdoc');
  return cdoc;
}

/** The part of a material (tests name materials; candidates and records hang off parts). */
async function partOfMaterial(db: Db, materialId: number): Promise<number> {
  const [row] = await db
    .select({ partId: materials.partId })
    .from(materials)
    .where(eq(materials.id, materialId));
  if (!row?.partId) throw new Error(`material ${materialId} has no part`);
  return row.partId;
}

/** A temporary certificate (a Search database candidate) of a material's part. */
export async function createTempCertificate(
  db: Db,
  overrides: Partial<typeof tempCertificates.$inferInsert> & { materialId: number },
) {
  const { materialId, ...rest } = overrides;
  const cdocId = rest.cdocId ?? (await createCdoc(db)).id;
  const matchPercent = rest.matchPercent ?? 90;
  const [temp] = await db
    .insert(tempCertificates)
    .values({
      serviceName: 'search-database',
      aiScoreData: { score: matchPercent / 100, kind: 'series', matchedModel: null },
      ...rest,
      partId: rest.partId ?? (await partOfMaterial(db, materialId)),
      matchPercent,
      cdocId,
    })
    .returning();
  if (!temp) throw new Error('no temp certificate');
  return temp;
}

/** An approved certification record of a material's part. */
export async function createMaterialCertificate(
  db: Db,
  overrides: Partial<typeof partCertificates.$inferInsert> & { materialId: number },
) {
  const { materialId, ...rest } = overrides;
  const cdocId = rest.cdocId ?? (await createCdoc(db)).id;
  const [record] = await db
    .insert(partCertificates)
    .values({ ...rest, partId: rest.partId ?? (await partOfMaterial(db, materialId)), cdocId })
    .returning();
  if (!record) throw new Error('no certification record');
  return record;
}
