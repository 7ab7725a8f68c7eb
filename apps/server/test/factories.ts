/**
 * Test data that creates its missing parents, so every test owns its rows
 * (STYLE.md: outline's factories). Passwords are known so tests can sign in.
 */
import { randomBytes } from 'node:crypto';
import { Role, type RoleId } from '@partproof/shared';
import type { App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { companies, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';

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
