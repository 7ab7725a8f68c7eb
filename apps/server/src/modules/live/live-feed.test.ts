import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_CLOSE,
  LIVE_EVENTS,
  Role,
  SEARCH_MSG,
  type LiveMessage,
  type SearchRun,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { waitFor } from '../../../test/helpers.js';
import { openFeed, type FeedClient } from '../../../test/live-client.js';
import { insertCdoc, pendingJob } from '../../../test/search-support.js';
import { runSearchJob } from '../certificate-search/run-search.js';
import type { SourceConnector } from '../certificate-search/sources/source-connector.js';
import type { WebSocket } from 'ws';
import { sessionFromToken } from '../../plugins/auth.js';
import { reReadUsers, type LiveClient } from './live-sessions.js';
import { publishLive } from './publish.js';

let t: TestApp;
let admin: { authorization: string };
const feeds: FeedClient[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
});
afterAll(async () => {
  for (const feed of feeds) feed.close();
  await t.close();
});

async function feed(authorization: string) {
  const client = await openFeed(t.app, authorization);
  feeds.push(client);
  return client;
}

/** A role-2 user of a new company, and a product of that company with one component. */
async function customerWithProduct(model: string) {
  const customer = await signedIn(t.app, t.ctx.db, { role: Role.User });
  const companyId = customer.user.companyId ?? 0;
  const product = await createProduct(t.ctx.db, { companyId });
  const material = await createMaterial(t.ctx.db, {
    productId: product.id,
    componentName: model,
    manufacturer: 'Yageo',
  });
  return { customer, companyId, product, material };
}

const startSearch = (materialId: number, webScraping = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/material/find-certificates',
    headers: admin,
    payload: { materials: [materialId], webScraping },
  });

const lastEvent = (client: FeedClient, event: string) =>
  Promise.resolve(client.events().at(-1)?.event === event ? true : undefined);

/** Frames of one product: the notices below are told apart by their product id. */
const ofProduct = (client: FeedClient, productId: number) =>
  client.events().filter((m) => m.id === productId);

/** Publishes a frame-less 'none' for a product (a search start, as find-certificates sends). */
const announce = (productId: number) =>
  publishLive(t.ctx.db, {
    event: LIVE_EVENTS.none,
    productId,
    materialId: null,
    data: null,
  });

describe('signing in to the live feed', () => {
  const rawSocket = async (url: string) => {
    const messages: LiveMessage[] = [];
    let closed: (code: number) => void = () => undefined;
    const code = new Promise<number>((resolve) => (closed = resolve));
    const ws = await t.app.injectWS(
      url,
      {},
      {
        onInit(socket) {
          socket.on('message', (raw: Buffer) =>
            messages.push(JSON.parse(raw.toString()) as LiveMessage),
          );
          socket.on('close', (c: number) => closed(c));
        },
      },
    );
    return { ws, messages, code };
  };

  it('accepts the token in a first {type: "auth"} frame', async () => {
    const client = await feed(admin.authorization);
    expect(client.messages[0]?.event).toBe(LIVE_EVENTS.connected);
  });

  it('refuses a bad token, or a first frame that is not an auth frame, with 4401', async () => {
    const bad = await rawSocket('/socket');
    bad.ws.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await bad.code).toBe(LIVE_CLOSE.unauthorized);
    expect(bad.messages).toEqual([]);

    const token = admin.authorization.replace(/^Bearer /, '');
    const untyped = await rawSocket('/socket');
    untyped.ws.send(JSON.stringify({ token }));
    expect(await untyped.code).toBe(LIVE_CLOSE.unauthorized);
    expect(untyped.messages).toEqual([]);
  });

  it('refuses a token in the URL, even a valid one (URLs end up in access logs)', async () => {
    const token = admin.authorization.replace(/^Bearer /, '');
    const socket = await rawSocket(`/socket?token=${encodeURIComponent(token)}`);
    expect(await socket.code).toBe(LIVE_CLOSE.unauthorized);
    expect(socket.messages).toEqual([]);
  });

  it('closes a socket that sends no auth frame with 4408', async () => {
    const silent = await rawSocket('/socket');
    expect(await silent.code).toBe(LIVE_CLOSE.authTimeout);
    expect(silent.messages).toEqual([]);
  });
});

describe('what each role receives', () => {
  it('a role-2 user of the product’s company gets no temp-certificate frames; an admin does', async () => {
    const model = `RC${Date.now()}FR-07`;
    const { customer, product, material } = await customerWithProduct(model);
    await insertCdoc(t.ctx.db, { holder: 'YAGEO Corporation', models: [model] });
    const customerFeed = await feed(customer.headers.authorization);
    const adminFeed = await feed(admin.authorization);

    expect((await startSearch(material.id)).statusCode).toBe(202);
    expect(await runSearchJob(t.ctx, await pendingJob(t.ctx.db, product.id))).toMatchObject({
      found: 1,
    });
    await waitFor(() => lastEvent(adminFeed, LIVE_EVENTS.undefined), { what: 'admin: end' });
    await waitFor(() => lastEvent(customerFeed, LIVE_EVENTS.undefined), {
      what: 'customer: end',
    });

    const events = (client: FeedClient) => ofProduct(client, product.id).map((m) => m.event);
    expect(events(adminFeed)).toContain(LIVE_EVENTS.resultTempSearch);
    expect(events(customerFeed)).not.toContain(LIVE_EVENTS.resultTempSearch);
    // Everything else of the search reaches the customer as it reaches the admin.
    expect(events(customerFeed)).toEqual(
      events(adminFeed).filter((e) => e !== LIVE_EVENTS.resultTempSearch),
    );
  });

  it('a failing search sends its raw reason only to admins; others read "Search failed"', async () => {
    const { customer, product, material } = await customerWithProduct(`FAIL-${Date.now()}`);
    const customerFeed = await feed(customer.headers.authorization);
    const adminFeed = await feed(admin.authorization);
    const internal = 'connect ECONNREFUSED 10.20.30.40:5432';
    const broken: SourceConnector = {
      name: 'vde',
      label: 'VDE',
      search: () => Promise.reject(new Error(internal)),
    };
    // The run is recorded as find-certificates records it; the job then meets the failure.
    expect((await startSearch(material.id)).statusCode).toBe(202);
    const job = { ...(await pendingJob(t.ctx.db, product.id)), kind: 'scrape' as const };
    expect(await runSearchJob(t.ctx, job, [broken])).toMatchObject({ failed: 1 });
    await waitFor(() => lastEvent(customerFeed, LIVE_EVENTS.undefined), {
      what: 'customer: end',
    });
    await waitFor(() => lastEvent(adminFeed, LIVE_EVENTS.undefined), { what: 'admin: end' });

    const endedRun = (client: FeedClient) =>
      ofProduct(client, product.id)
        .filter((m) => m.event === LIVE_EVENTS.ranProductUpdate)
        .map((m) => (m.data as { ranProducts: SearchRun[] }).ranProducts[0])
        .find((run) => run?.isRunning === false);
    expect(endedRun(adminFeed)?.error).toContain(internal);
    expect(endedRun(customerFeed)?.error).toBe(SEARCH_MSG.failed);
    expect(JSON.stringify(customerFeed.events())).not.toContain('10.20.30.40');

    // A reload reads the same through search-runs.
    const runsAs = async (headers: { authorization: string }) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/material/search-runs?productId=${product.id}`,
          headers,
        })
      ).json<{ data: { ranProducts: SearchRun[] }[] }>().data[0]?.ranProducts[0];
    expect((await runsAs(admin))?.error).toContain(internal);
    expect((await runsAs(customer.headers))?.error).toBe(SEARCH_MSG.failed);
  });
});

describe('a socket follows its user', () => {
  it('after a move to another company, the old company’s products stop at once', async () => {
    const { customer, product: oldProduct } = await customerWithProduct('MOVE-1');
    const newCompany = await createCompany(t.ctx.db);
    const client = await feed(customer.headers.authorization);
    const witness = await feed(admin.authorization);

    // The socket has seen the old company's product (and cached that it may).
    await announce(oldProduct.id);
    await waitFor(() => lastEvent(client, LIVE_EVENTS.none), { what: 'the first frame' });

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateUser',
      headers: admin,
      payload: { id: customer.user.id, companyId: newCompany.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // A company change ends the user's sessions: the socket is closed before the next frame
    // (frames are delivered in order, so the admin's second one comes after it).
    await announce(oldProduct.id);
    await waitFor(
      () => Promise.resolve(ofProduct(witness, oldProduct.id).length === 2 ? true : undefined),
      { what: "the admin's second frame" },
    );
    expect(ofProduct(client, oldProduct.id)).toHaveLength(1);
    expect(await client.closed).toBe(LIVE_CLOSE.unauthorized);
  });

  it('a socket whose token has expired meanwhile counts as signed out', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db, { role: Role.User });
    const session = await sessionFromToken(
      t.ctx.db,
      t.config.jwtSecret,
      headers.authorization.replace(/^Bearer /, ''),
    );
    if (!session) throw new Error('no session');
    const client: LiveClient = {
      ...session,
      socket: {} as WebSocket,
      alive: true,
      visible: new Map(),
    };
    expect((await reReadUsers(t.ctx.db, [client])).revoked).toEqual([]);
    expect(client.actor.id).toBe(user.id);
    const later = session.claims.expiresAt + 1;
    expect((await reReadUsers(t.ctx.db, [client], later)).revoked).toEqual([client]);
  });

  it('a revoked session (token version bumped) is closed with 4401 and gets nothing more', async () => {
    const { customer, product } = await customerWithProduct('REVOKE-1');
    const client = await feed(customer.headers.authorization);
    const witness = await feed(admin.authorization);
    await announce(product.id);
    await waitFor(() => lastEvent(client, LIVE_EVENTS.none), { what: 'the first frame' });

    // What a password reset or "sign out everywhere" does to the user's tokens.
    await t.ctx.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${customer.user.id}`,
    );
    await announce(product.id);
    await waitFor(
      () => Promise.resolve(ofProduct(witness, product.id).length === 2 ? true : undefined),
      { what: "the admin's second frame" },
    );
    expect(ofProduct(client, product.id)).toHaveLength(1);
    expect(await client.closed).toBe(LIVE_CLOSE.unauthorized);
  });
});
