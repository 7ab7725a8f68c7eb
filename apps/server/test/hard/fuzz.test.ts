/**
 * Schema fuzzing (issue 9): over ten thousand requests generated from the endpoints' zod
 * schemas, as an admin and as a role-2 user. Whatever arrives, the server answers in its
 * contract: never a 5xx, every 4xx in the one error shape of DESIGN.md §4, and nothing a
 * request sends (`__proto__`, `constructor.prototype`) reaches Object.prototype.
 *
 * The seed is fixed and printed; FUZZ_SEED=<n> replays another run. The requests are drawn
 * with fc.sample rather than fc.assert, so one run reports every distinct failure instead of
 * shrinking the first one against a database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiErrorSchema, Role } from '@partproof/shared';
import { ENDPOINTS } from './endpoints.js';
import { requestsFor, type FuzzRequest } from './fuzz-requests.js';
import { POLLUTION_KEY, type FuzzPools } from './fuzz-values.js';
import { buildMatrixFixture, type MatrixFixture } from './matrix-fixture.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_909);
const AT_LEAST = 10_000;
const CALLERS = [Role.Admin, Role.User] as const;
/** Runs per endpoint and caller, so that the whole run sends at least AT_LEAST requests. */
const RUNS = Math.ceil(AT_LEAST / (ENDPOINTS.length * CALLERS.length));

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();

function describeRequest(req: FuzzRequest): string {
  const payload =
    req.payload === undefined
      ? ''
      : ` ${req.headers['content-type'] ?? ''} ${String(req.payload).slice(0, 160)}`;
  return `${req.method} ${req.url.slice(0, 160)}${payload}`;
}

describe('schema fuzzing: no 5xx, one error shape, no prototype pollution', () => {
  let fx: MatrixFixture;
  let pools: FuzzPools;
  let sent = 0;
  const before = prototypeKeys();
  const started = Date.now();

  beforeAll(async () => {
    console.log(
      `fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED}), ${RUNS} runs per endpoint and caller`,
    );
    fx = await buildMatrixFixture();
    const sides = [fx.own, fx.other];
    pools = {
      ids: [
        ...sides.flatMap((s) => [
          s.productId,
          s.materialId,
          s.partId,
          s.companyId,
          s.owner.id,
          s.victim.id,
        ]),
        fx.cdocId,
        fx.callers[Role.User].user.id,
      ],
      fileIds: [...sides.map((s) => s.bomFileId), fx.callers[Role.User].upload],
    };
  });
  afterAll(async () => {
    console.log(`fuzz: ${sent} requests in ${Date.now() - started} ms (seed ${SEED})`);
    await fx?.t.close();
  });

  for (const [index, { key, endpoint }] of ENDPOINTS.entries()) {
    it(`${key}: ${endpoint.method} ${endpoint.path}`, async () => {
      // First failure of each kind (status, code, message), with how often it happened.
      const failures = new Map<string, { example: string; count: number }>();
      const fail = (kind: string, example: string) => {
        const seen = failures.get(kind);
        if (seen) seen.count++;
        else failures.set(kind, { example, count: 1 });
      };
      for (const role of CALLERS) {
        const { authorization } = fx.callers[role].headers;
        const requests = fc.sample(requestsFor(endpoint, pools, authorization), {
          seed: SEED + index * 10 + role,
          numRuns: RUNS,
        });
        for (const req of requests) {
          const res = await fx.t.app.inject(req);
          sent++;
          if (res.statusCode >= 500) {
            fail(`role ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`, describeRequest(req));
          } else if (res.statusCode >= 400) {
            let body: unknown;
            try {
              body = res.json();
            } catch {
              body = undefined;
            }
            const shape = ApiErrorSchema.safeParse(body);
            if (!shape.success || shape.data.statusCode !== res.statusCode)
              fail(
                `role ${role}: ${res.statusCode} outside the error shape: ${res.body.slice(0, 120)}`,
                describeRequest(req),
              );
          }
        }
      }
      expect(
        [...failures].map(([kind, { example, count }]) => `${kind} ×${count} — e.g. ${example}`),
      ).toEqual([]);
      // Checked after every endpoint, so a pollution names the endpoint that caused it.
      expect(prototypeKeys()).toEqual(before);
      expect(({} as Record<string, unknown>)[POLLUTION_KEY]).toBeUndefined();
    });
  }

  it(`sent at least ${AT_LEAST} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(AT_LEAST);
  });
});
