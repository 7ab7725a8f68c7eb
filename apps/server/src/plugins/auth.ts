/**
 * Who is calling. The token names a user and a token version; role, company and
 * flags are read from the database on every request so changes apply at once.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG, type RoleId } from '@partproof/shared';
import type { Db } from '../db/client.js';
import { preparedPerDb } from '../db/prepared.js';
import { users } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { verifyAccessToken, type TokenClaims, type VerifiedToken } from '../lib/tokens.js';

export interface Actor {
  id: number;
  role: RoleId;
  companyId: number | null;
  isRoHSAllow: boolean;
  email: string;
  firstName: string;
  lastName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

/** The columns of `users` an actor is made of, and its token checked against. */
export const ACTOR_COLUMNS = {
  id: users.id,
  tokenVersion: users.tokenVersion,
  disabledAt: users.disabledAt,
  role: users.role,
  companyId: users.companyId,
  isRoHSAllow: users.isRoHSAllow,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};
type ActorUser = { [K in keyof typeof ACTOR_COLUMNS]: (typeof users.$inferSelect)[K] };

/** The caller's row, read on every request: built once (db/prepared.ts). */
const actorRow = preparedPerDb((db) =>
  db
    .select(ACTOR_COLUMNS)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('actor_row'),
);

export async function actorFromToken(db: Db, secret: string, token: string): Promise<Actor | null> {
  return (await sessionFromToken(db, secret, token))?.actor ?? null;
}

/** The caller and their verified token, for those who keep it (the live feed's sockets). */
export async function sessionFromToken(
  db: Db,
  secret: string,
  token: string,
): Promise<{ actor: Actor; claims: VerifiedToken } | null> {
  const claims = await verifyAccessToken(secret, token);
  if (!claims) return null;
  const [user] = await actorRow(db).execute({ id: claims.userId });
  const actor = user ? actorOfUser(user, claims) : null;
  return actor ? { actor, claims } : null;
}

/**
 * The actor a token's verified claims make of the user's current row, or null once the
 * token is revoked (its version bumped by a password reset or sign-out). The live feed
 * re-reads its sockets' users in one query and asks this for each.
 */
export function actorOfUser(user: ActorUser, claims: TokenClaims): Actor | null {
  // Disabling bumps the version too; checking the flag as well keeps a disabled account out
  // even if a token of the current version were ever issued to it.
  if (user.id !== claims.userId || user.tokenVersion !== claims.version || user.disabledAt)
    return null;
  return {
    id: user.id,
    role: user.role as RoleId,
    companyId: user.companyId,
    isRoHSAllow: user.isRoHSAllow,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

export function registerAuth(app: FastifyInstance, db: Db, secret: string): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.actor = token ? await actorFromToken(db, secret, token) : null;
    if (token && !request.actor) request.tokenRejected = true;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    tokenRejected?: boolean;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in (login, forgot password, health, signed files …). */
    public?: boolean;
  }
}

/**
 * Refuses anonymous calls before their body is validated, so a guest gets 401 rather
 * than a validation error. Routes opt out with `config: { public: true }`.
 */
export function requireSignInByDefault(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.public !== true) requireActor(request);
    done();
  });
}

/** The signed-in caller, or 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw new AppError('UNAUTHORIZED', request.tokenRejected ? MSG.sessionExpired : undefined);
}
