/**
 * The live feed at GET /socket (spec §4, DESIGN.md §4): a signed-in websocket receives
 * `{event, data, materialId, id}` frames — one JSON message per frame — for the products
 * its user may see. Auth by `?token=` or a first frame `{token}`; a ping every 30 s drops
 * dead peers; app.close() closes every socket and the listener.
 */
import { and, eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_EVENTS, LiveAuthFrameSchema, type LiveMessage } from '@partproof/shared';
import type { App } from '../../app.js';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { actorFromToken, bearerToken, type Actor } from '../../plugins/auth.js';
import { visibleTo } from '../../access/visibility.js';
import { listenLive } from './live-listener.js';
import type { LiveNotice, LiveRef } from './publish.js';

/** Loads a notice's referenced data (too large for a NOTIFY): one frame's data per item. */
export type LiveRefLoader = (db: Db, config: Config, ref: LiveRef) => Promise<unknown[]>;

export interface LiveFeedOptions {
  database: Database;
  config: Config;
  loadRef: LiveRefLoader;
  /** Milliseconds between pings (tests shorten it). */
  pingMs?: number;
  /** How long a socket may stay unauthenticated. */
  authTimeoutMs?: number;
}

/** A product's visibility is re-checked (and the user re-read) after this long. */
const VISIBILITY_TTL_MS = 60_000;

interface Client {
  socket: WebSocket;
  token: string;
  actor: Actor;
  alive: boolean;
  visible: Map<number, { visible: boolean; until: number }>;
}

export async function registerLiveFeed(app: App, options: LiveFeedOptions): Promise<void> {
  const { database, config } = options;
  const db = database.db;
  const clients = new Set<Client>();

  // Notices are delivered one after another so frames keep the order they were published in.
  let queue: Promise<void> = Promise.resolve();
  const listener = await listenLive(database, (notice) => {
    queue = queue.then(() => deliver(notice)).catch((err: unknown) => app.log.error(err));
  });

  async function deliver(notice: LiveNotice): Promise<void> {
    // Loaded once, for the first socket that may see it, and only if one may.
    let frames: Promise<string[]> | undefined;
    for (const client of [...clients]) {
      if (!(await mayView(client, notice.productId))) continue;
      frames ??= toFrames(notice);
      const texts = await frames;
      if (texts.length === 0) return;
      if (client.socket.readyState !== client.socket.OPEN) continue;
      for (const text of texts) client.socket.send(text);
    }
  }

  async function toFrames(notice: LiveNotice): Promise<string[]> {
    const items = notice.ref ? await options.loadRef(db, config, notice.ref) : [notice.data];
    return items.map((data) => {
      const message: LiveMessage = {
        event: notice.event,
        data: data ?? null,
        materialId: notice.materialId,
        id: notice.productId,
      };
      return JSON.stringify(message);
    });
  }

  async function mayView(client: Client, productId: number): Promise<boolean> {
    const cached = client.visible.get(productId);
    if (cached && cached.until > Date.now()) return cached.visible;
    // Re-read the user: a demotion, sign-out-all or deletion applies to open sockets too.
    const actor = await actorFromToken(db, config.jwtSecret, client.token);
    if (!actor) {
      client.socket.close(LIVE_CLOSE.unauthorized, 'Session expired');
      clients.delete(client);
      return false;
    }
    client.actor = actor;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), visibleTo(actor)));
    const visible = row !== undefined;
    client.visible.set(productId, { visible, until: Date.now() + VISIBILITY_TTL_MS });
    return visible;
  }

  async function authenticate(socket: WebSocket, token: string | undefined): Promise<void> {
    const bare = bearerToken(token);
    const actor = bare ? await actorFromToken(db, config.jwtSecret, bare) : null;
    if (!bare || !actor) {
      socket.close(LIVE_CLOSE.unauthorized, 'Unauthorized');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    const client: Client = { socket, token: bare, actor, alive: true, visible: new Map() };
    clients.add(client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => clients.delete(client));
    const hello: LiveMessage = {
      event: LIVE_EVENTS.connected,
      data: { userId: actor.id },
      materialId: null,
      id: null,
    };
    socket.send(JSON.stringify(hello));
  }

  app.get('/socket', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const query = request.query as Record<string, unknown>;
    const fromQuery = typeof query.token === 'string' ? query.token : undefined;
    if (fromQuery !== undefined) {
      authenticate(socket, fromQuery).catch(() => socket.close(LIVE_CLOSE.unauthorized));
      return;
    }
    const timer = setTimeout(
      () => socket.close(LIVE_CLOSE.authTimeout, 'No token'),
      options.authTimeoutMs ?? 10_000,
    );
    socket.once('message', (raw: Buffer) => {
      clearTimeout(timer);
      const frame = LiveAuthFrameSchema.safeParse(safeJson(raw.toString('utf8')));
      authenticate(socket, frame.success ? frame.data.token : undefined).catch(() =>
        socket.close(LIVE_CLOSE.unauthorized),
      );
    });
    socket.once('close', () => clearTimeout(timer));
  });

  const ping = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        clients.delete(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, options.pingMs ?? 30_000);
  ping.unref();

  app.addHook('onClose', async () => {
    clearInterval(ping);
    for (const client of clients) client.socket.close(1001, 'Server shutting down');
    clients.clear();
    await listener.stop();
    await queue;
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
