/** Reading users with their company, and turning a row into the API's User. */
import { fileLinkPath, isLanguage } from '@partproof/shared';
import { eq, sql } from 'drizzle-orm';
import type { ManagedUser, User } from '@partproof/shared';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';
import { signPath } from '../../lib/tokens.js';

export type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

const AVATAR_URL_SECONDS = 12 * 3600;

export function toUserDto(
  secret: string,
  user: UserRow,
  company: Pick<CompanyRow, 'id' | 'name'> | null,
): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    company: company ? { id: company.id, name: company.name } : null,
    profileImage: user.profileImageId
      ? signPath(secret, fileLinkPath(user.profileImageId), AVATAR_URL_SECONDS)
      : null,
    isRoHSAllow: user.isRoHSAllow,
    isTermsAccept: user.isTermsAccept,
    language: isLanguage(user.language) ? user.language : null,
  };
}

/** A user as the Users screen lists them (with whether they are disabled). */
export function toManagedUserDto(
  secret: string,
  user: UserRow,
  company: Pick<CompanyRow, 'id' | 'name'> | null,
): ManagedUser {
  return { ...toUserDto(secret, user, company), disabled: user.disabledAt !== null };
}

/**
 * The next token version, for an update's `set`: every token issued so far stops working
 * (sign-out, password reset, disabling, email / role / company changes).
 */
export const nextTokenVersion = () => sql<number>`${users.tokenVersion} + 1`;

const withCompany = (db: Db) =>
  db
    .select({ user: users, company: { id: companies.id, name: companies.name } })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));

export async function findUserById(db: Db, id: number) {
  const [row] = await withCompany(db).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Users of one company, or of all companies when `companyId` is undefined. */
export async function listUsers(db: Db, companyId?: number) {
  const query = withCompany(db);
  const rows = await (
    companyId === undefined ? query : query.where(eq(users.companyId, companyId))
  ).orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.id);
  return rows;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
