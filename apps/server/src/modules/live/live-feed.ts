/**
 * The live feed at GET /socket (spec §4, DESIGN.md §4): a signed-in websocket receives
 * `{event, data, materialId, id}` frames — one JSON message per frame — for the products
 * its user may see, shaped by what the user may read (live-audience.ts). The client signs
 * in with a first frame `{type: 'auth', token}` within a few seconds; the token never
 * travels in the URL, where proxies and access logs keep it. A ping every 30 s drops dead
 * peers and closes sockets whose session ended; app.close() closes every socket and the
 * listener.
 */
import { and, eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_EVENTS, LiveAuthFrameSchema, type LiveMessage } from '@partproof/shared';
import type { App } from '../../lib/route.js';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { bearerToken, sessionFromToken } from '../../plugins/auth.js';
import { visibleTo } from '../../access/visibility.js';
import { batchQueue } from './batch-queue.js';
import { frameShapeFor, shapeData, type FrameShape } from './live-audience.js';
import { listenLive } from './live-listener.js';
import { reReadUsers, type LiveClient } from './live-sessions.js';
import type { AnyLiveRef, LiveNotice } from './publish.js';

/** Loads a notice's referenced data (too large for a NOTIFY): one frame's data per item. */
export type LiveRefLoader = (db: Db, config: Config, ref: AnyLiveRef) => Promise<unknown[]>;

export interface LiveFeedOptions {
  database: Database;
  config: Config;
  loadRef: LiveRefLoader;
  /** Milliseconds between pings (tests shorten it). */
  pingMs?: number;
  /** How long a socket may stay without its auth frame. */
  authTimeoutMs?: number;
}

/** How long a product's visibility to a user is trusted (the user is re-read per notice). */
const VISIBILITY_TTL_MS = 60_000;
const AUTH_TIMEOUT_MS = 5_000;

export async function registerLiveFeed(app: App, options: LiveFeedOptions): Promise<void> {
  const { database, config } = options;
  const db = database.db;
  const clients = new Set<LiveClient>();

  // Notices are delivered in the order they were published; `null` only checks sessions.
  const queue = batchQueue<LiveNotice | null>(deliverBatch, (err) => app.log.error(err));
  const listener = await listenLive(database, (notice) => queue.push(notice));

  function drop(client: LiveClient, code: number, reason: string): void {
    clients.delete(client);
    client.socket.close(code, reason);
  }

  /**
   * The users are read after every notice of the batch arrived, so no later than each
   * notice's publication: a user moved or signed out before it gets none of it.
   */
  async function deliverBatch(batch: (LiveNotice | null)[]): Promise<void> {
    const list = [...clients];
    if (list.length === 0) return;
    const { revoked } = await reReadUsers(db, list);
    for (const client of revoked) drop(client, LIVE_CLOSE.unauthorized, 'Session expired');
    const listening = list.filter((client) => !revoked.includes(client));
    for (const notice of batch) {
      if (!notice) continue;
      try {
        await deliver(notice, listening);
      } catch (err) {
        app.log.error(err);
      }
    }
  }

  async function deliver(notice: LiveNotice, listening: LiveClient[]): Promise<void> {
    // Loaded once, for the first socket that may see it, and only if one may.
    let items: Promise<unknown[]> | undefined;
    const frames = new Map<FrameShape, Promise<string[]>>();
    for (const client of listening) {
      const shape = frameShapeFor(client.actor, notice.event);
      if (!shape || !(await mayView(client, notice.productId))) continue;
      let texts = frames.get(shape);
      if (!texts) {
        items ??= notice.ref
          ? options.loadRef(db, config, notice.ref)
          : Promise.resolve([notice.data]);
        texts = items.then((list) => list.map((data) => toFrame(notice, shape, data)));
        frames.set(shape, texts);
      }
      const list = await texts;
      if (client.socket.readyState !== client.socket.OPEN) continue;
      for (const text of list) client.socket.send(text);
    }
  }

  async function mayView(client: LiveClient, productId: number): Promise<boolean> {
    const cached = client.visible.get(productId);
    if (cached && cached.until > Date.now()) return cached.visible;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), visibleTo(client.actor)));
    const visible = row !== undefined;
    client.visible.set(productId, { visible, until: Date.now() + VISIBILITY_TTL_MS });
    return visible;
  }

  async function authenticate(socket: WebSocket, token: string | undefined): Promise<void> {
    const bare = bearerToken(token);
    const session = bare ? await sessionFromToken(db, config.jwtSecret, bare) : null;
    if (!session) {
      socket.close(LIVE_CLOSE.unauthorized, 'Unauthorized');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    const { actor, claims } = session;
    const client: LiveClient = { socket, claims, actor, alive: true, visible: new Map() };
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
    // A token in the URL has already been written to some access log: refuse it plainly
    // (4401 also stops an outdated client from reconnecting with it every second).
    if ('token' in (request.query as Record<string, unknown>)) {
      socket.close(LIVE_CLOSE.unauthorized, 'Send the token in the first frame');
      return;
    }
    const timer = setTimeout(
      () => socket.close(LIVE_CLOSE.authTimeout, 'No auth frame'),
      options.authTimeoutMs ?? AUTH_TIMEOUT_MS,
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
    // A quiet feed still closes the sockets of users who signed out meanwhile.
    queue.push(null);
  }, options.pingMs ?? 30_000);
  ping.unref();

  app.addHook('onClose', async () => {
    clearInterval(ping);
    for (const client of clients) client.socket.close(1001, 'Server shutting down');
    clients.clear();
    await listener.stop();
    await queue.idle();
  });
}

function toFrame(notice: LiveNotice, shape: FrameShape, data: unknown): string {
  const message: LiveMessage = {
    event: notice.event,
    data: shapeData(notice.event, shape, data ?? null),
    materialId: notice.materialId,
    id: notice.productId,
  };
  return JSON.stringify(message);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
