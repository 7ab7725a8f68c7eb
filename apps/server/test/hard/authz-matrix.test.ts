/**
 * The authorisation matrix (issue 9): every endpoint of the shared contract, called as every
 * role, on a record of the caller's company and on one of another company, without a token,
 * with an expired token and as a disabled user. Each answer must be what the endpoint's
 * `access` declaration (packages/shared/src/endpoint.ts) says: allowed → a success; refused →
 * 401 without a valid session, 403 for a role the capability table leaves out, 404 for
 * another company's record. And no answer to a non-admin — JSON, downloaded workbook or zip,
 * live-feed frame — carries a word the other company wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  CAPABILITIES,
  can,
  type CapabilityRule,
  type EndpointAccess,
  type EndpointSpec,
  type LiveMessage,
} from '@partproof/shared';
import { openFeed, type FeedClient } from '../live-client.js';
import { waitFor } from '../helpers.js';
import { send, type CallInput } from '../call.js';
import { ENDPOINTS, type SampleRequest } from './endpoints.js';
import { buildMatrixFixture, ROLES, type Caller, type MatrixFixture } from './matrix-fixture.js';
import { SAMPLES } from './matrix-samples.js';
import { leaks, responseText, stringsOf } from './response-text.js';

type Variant = 'own' | 'other' | 'no token' | 'expired token' | 'disabled user';

/** What the declaration promises: a success, or exactly this refusal. */
type Expected = { allowed: true } | { allowed: false; status: 401 | 403 | 404 };

function expectedOutcome(access: EndpointAccess, caller: Caller, variant: Variant): Expected {
  if (access.can === 'public') return { allowed: true };
  if (variant === 'no token' || variant === 'expired token' || variant === 'disabled user')
    return { allowed: false, status: 401 };
  const roleAllowed = access.can === 'signed-in' || can(caller, access.can);
  // The route refuses the role before anything else is read: 403, whatever the record.
  if (!roleAllowed) return { allowed: false, status: 403 };
  const reachesOthers = can(caller, 'company.seeAll');
  // Another company's record, or another user's own one, answers as an unknown id would.
  if (
    variant === 'other' &&
    !reachesOthers &&
    (access.scope === 'company' || access.scope === 'own')
  )
    return { allowed: false, status: 404 };
  return { allowed: true };
}

/** The callers an endpoint is tried with: roles 1–4, and again with the RoHS flag if it matters. */
function callersFor(fx: MatrixFixture, access: EndpointAccess): Caller[] {
  const rule: CapabilityRule | undefined =
    access.can === 'public' || access.can === 'signed-in' ? undefined : CAPABILITIES[access.can];
  const plain = ROLES.map((role) => fx.callers[role]);
  return rule?.rohs ? [...plain, ...ROLES.map((role) => fx.rohsCallers[role])] : plain;
}

/** The sample through the endpoint's definition (path, method, JSON body or upload form). */
function inject(fx: MatrixFixture, endpoint: EndpointSpec, request: SampleRequest, auth?: string) {
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  return send(fx.t.app, endpoint, request as CallInput<EndpointSpec>, headers);
}

function isErrorShape(res: LightMyRequestResponse): boolean {
  try {
    const body = res.json<Record<string, unknown>>();
    return (
      body.statusCode === res.statusCode &&
      typeof body.code === 'string' &&
      typeof body.error === 'string' &&
      typeof body.message === 'string'
    );
  } catch {
    return false;
  }
}

describe('authorisation matrix: every endpoint × role × target answers as declared', () => {
  let fx: MatrixFixture;
  const feeds: { role: number; feed: FeedClient }[] = [];
  let cases = 0;
  const started = Date.now();

  beforeAll(async () => {
    fx = await buildMatrixFixture();
    // Non-admin users watch the live feed the whole run; see the last test. Not the callers
    // themselves: the sign-out cases end a caller's session until restoreSessions, and a
    // notice delivered in between would close that caller's socket for good.
    for (const role of ROLES.filter((r) => !can(fx.callers[r], 'company.seeAll'))) {
      const { authorization } = await fx.watcher(role);
      feeds.push({ role, feed: await openFeed(fx.t.app, authorization) });
    }
  });
  afterAll(async () => {
    for (const { feed } of feeds) feed.close();
    console.log(
      `authz matrix: ${cases} cases over ${ENDPOINTS.length} endpoints in ${Date.now() - started} ms`,
    );
    await fx?.t.close();
  });

  it('every endpoint declares its access and has a sample request', () => {
    const undeclared = ENDPOINTS.filter(({ endpoint }) => !endpoint.access).map((e) => e.key);
    const unsampled = ENDPOINTS.filter(({ key }) => !SAMPLES[key]).map((e) => e.key);
    const stale = Object.keys(SAMPLES).filter((key) => !ENDPOINTS.some((e) => e.key === key));
    expect({ undeclared, unsampled, stale }).toEqual({
      undeclared: [],
      unsampled: [],
      stale: [],
    });
    expect(ENDPOINTS.length).toBeGreaterThan(50);
  });

  for (const { key, endpoint } of ENDPOINTS) {
    it(`${key}: ${endpoint.method} ${endpoint.path}`, async () => {
      const sample = SAMPLES[key];
      expect(endpoint.access, `${key} declares no access`).toBeDefined();
      expect(sample, `${key} has no sample request`).toBeDefined();
      if (!sample || !endpoint.access) return;
      const access = endpoint.access;
      const failures: string[] = [];

      const run = async (caller: Caller, variant: Variant) => {
        const side = variant === 'other' ? fx.other : fx.own;
        const request = await sample.build({ fx, caller, side });
        const auth = {
          own: caller.headers.authorization,
          other: caller.headers.authorization,
          'no token': undefined,
          'expired token': caller.expired.authorization,
          'disabled user': caller.disabled.authorization,
        }[variant];
        const res = await inject(fx, endpoint, request, auth);
        cases++;
        const who = `role ${caller.role}${caller.isRoHSAllow ? '+RoHS' : ''}, ${variant}`;
        const expected = expectedOutcome(access, caller, variant);
        const got = `${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(`${who}: server error ${got}`);
        else if (expected.allowed && (res.statusCode < 200 || res.statusCode >= 300))
          failures.push(`${who}: expected a success, got ${got}`);
        else if (!expected.allowed && expected.status !== res.statusCode)
          failures.push(`${who}: expected ${expected.status}, got ${got}`);
        else if (!expected.allowed && !isErrorShape(res))
          failures.push(`${who}: refusal without the error shape: ${got}`);
        // Zero leaks: nothing the other company wrote reaches a caller who may not see it.
        if (variant !== 'no token' && !can(caller, 'company.seeAll')) {
          const sent = stringsOf([request.body, request.params, request.query, request.form]);
          const leaked = leaks(await responseText(res), sent, fx.marker);
          if (leaked.length) failures.push(`${who}: the answer carries ${leaked.join(' | ')}`);
        }
      };

      // Without a token the role plays no part: one case.
      await run(fx.callers[1], 'no token');
      for (const caller of callersFor(fx, access)) {
        await run(caller, 'own');
        if (sample.targeted) await run(caller, 'other');
        await run(caller, 'expired token');
        await run(caller, 'disabled user');
      }
      await fx.restoreSessions();
      expect(failures).toEqual([]);
    });
  }

  it('no live-feed frame of the other company reaches its non-admin watchers', async () => {
    // A search on each company's component publishes frames; the other's goes first, so once
    // the own one arrived every watcher has been offered both (one delivery queue, in order).
    const admin = fx.callers[1].headers;
    const search = (materialId: number) =>
      fx.t.app.inject({
        method: 'POST',
        url: '/api/material/find-certificates',
        headers: admin,
        payload: { materials: [materialId] },
      });
    expect((await search(fx.other.materialId)).statusCode).toBe(202);
    const before = feeds.map(({ feed }) => feed.events().length);
    expect((await search(fx.own.materialId)).statusCode).toBe(202);
    for (const [i, { feed }] of feeds.entries())
      await waitFor(
        () => Promise.resolve(feed.events().length > (before[i] ?? 0) ? true : undefined),
        { what: 'the own search to reach the feed' },
      );
    for (const { role, feed } of feeds) {
      const frames: LiveMessage[] = feed.events();
      const text = JSON.stringify(frames);
      expect(frames.length, `role ${role} saw the own company's frames`).toBeGreaterThan(0);
      expect(
        frames.filter((f) => f.id === fx.other.productId),
        `role ${role}`,
      ).toEqual([]);
      expect(leaks(text, [], fx.marker), `role ${role}`).toEqual([]);
    }
  });
});
