/**
 * The signed-in sockets of the live feed and who their users are now. A socket keeps its
 * verified token, not its user: before each notice is delivered the users of all sockets
 * are read again in one query, as every REST request reads its caller again (DESIGN.md
 * §4), so a sign-out, password reset, company move or demotion applies to open sockets
 * at once. The token's signature was checked once, at sign-in; its expiry and version are
 * checked on every read.
 */
import { inArray } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { VerifiedToken } from '../../lib/tokens.js';
import { ACTOR_COLUMNS, actorOfUser, type Actor } from '../../plugins/auth.js';

export interface LiveClient {
  socket: WebSocket;
  claims: VerifiedToken;
  actor: Actor;
  alive: boolean;
  /**
   * Which products this actor may see, as last asked. Only the user's side is re-read
   * per notice; a product moved to another company is noticed when the entry expires.
   */
  visible: Map<number, { visible: boolean; until: number }>;
}

/** What a product's visibility depends on (access/visibility.ts): the role and company. */
const scopeOf = (actor: Actor) => `${actor.role}:${actor.companyId ?? '-'}`;

/**
 * Gives every client its user as stored now, and returns the clients whose token no
 * longer holds (expired, its version bumped, the user gone): the caller closes those.
 * A user who changed company or role keeps the socket but forgets every cached
 * visibility, so the old company's products stop at the next notice.
 */
export async function reReadUsers(
  db: Db,
  clients: readonly LiveClient[],
  now = Date.now(),
): Promise<{ revoked: LiveClient[] }> {
  const ids = [...new Set(clients.map((client) => client.claims.userId))];
  const rows = ids.length
    ? await db.select(ACTOR_COLUMNS).from(users).where(inArray(users.id, ids))
    : [];
  const byId = new Map(rows.map((user) => [user.id, user]));
  const revoked: LiveClient[] = [];
  for (const client of clients) {
    const user = byId.get(client.claims.userId);
    const actor = user && client.claims.expiresAt > now ? actorOfUser(user, client.claims) : null;
    if (!actor) {
      revoked.push(client);
      continue;
    }
    if (scopeOf(actor) !== scopeOf(client.actor)) client.visible.clear();
    client.actor = actor;
  }
  return { revoked };
}
