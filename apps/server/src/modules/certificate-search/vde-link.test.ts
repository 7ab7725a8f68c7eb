import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { startDirectory } from '../../../test/directory-server.js';
import { signedIn } from '../../../test/factories.js';
import { expectError } from '../../../test/helpers.js';

type Headers = { authorization: string };

/**
 * `scrapers/vde/link` makes an outbound request for any signed-in user (the records modal
 * opens VDE links for every role), so it answers repeated questions from a cache and
 * limits how many lookups one user makes in a window.
 */
describe('VDE link resolution: cached and rate limited', () => {
  let t: TestApp;
  let directory: Awaited<ReturnType<typeof startDirectory>>;
  let nextNumber = 40_100_000;

  const resolve = (headers: Headers, certificateNo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scrapers/vde/link',
      headers,
      payload: { model: '0001.2503', manufacturer: 'Schurter', certificateNo },
    });
  const vdeRequests = () =>
    directory.state.requests.filter((r) => r.path.startsWith('/vde')).length;
  /** A certificate number the directory knows, new to this test. */
  const known = () => {
    const refNumber = String(nextNumber++);
    directory.state.records.push({ refNumber, holder: 'Schurter AG', models: ['0001.2503'] });
    return refNumber;
  };
  const customer = async () => (await signedIn(t.app, t.ctx.db, { role: Role.Engineer })).headers;

  beforeAll(async () => {
    directory = await startDirectory();
    directory.state.records = [];
    directory.state.slowMs = 5_000;
    t = await buildTestApp({
      SOURCE_VDE_URL: directory.url('vde'),
      SOURCE_TIMEOUT_MS: '1000',
      VDE_LINK_MAX_REQUESTS: '3',
      VDE_LINK_WINDOW_MINUTES: '10',
    });
  });
  afterAll(async () => {
    await t.close();
    await directory.close();
  });
  beforeEach(() => {
    directory.state.mode = 'good';
  });

  it('the same link asked again, by anyone, is answered without asking the directory', async () => {
    const number = known();
    const before = vdeRequests();
    for (const headers of [await customer(), await customer(), await customer()]) {
      const res = await resolve(headers, number);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true, url: `${directory.url('vde')}/${number}` });
    }
    expect(vdeRequests() - before).toBe(1);
  });

  it('an unknown certificate is remembered too, a failing directory is not', async () => {
    const headers = await customer();
    const before = vdeRequests();
    expect((await resolve(headers, '49999999')).json()).toEqual({ result: false, url: null });
    expect((await resolve(headers, '49999999')).json()).toEqual({ result: false, url: null });
    expect(vdeRequests() - before).toBe(1);

    const number = known();
    directory.state.mode = 'slow';
    expect((await resolve(headers, number)).json()).toEqual({ result: false, url: null });
    directory.state.mode = 'good';
    expect((await resolve(headers, number)).json()).toMatchObject({ result: true });
  });

  it('a user past the lookups of the window gets 429 with Retry-After; others are not held up', async () => {
    const headers = await customer();
    const numbers = [known(), known(), known()];
    for (const number of numbers) expect((await resolve(headers, number)).statusCode).toBe(200);
    const blocked = await resolve(headers, known());
    expectError(blocked, 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // What is cached still answers: it costs the directory nothing.
    expect((await resolve(headers, numbers[0] ?? '')).json()).toMatchObject({ result: true });
    expect((await resolve(await customer(), known())).statusCode).toBe(200);
  });
});
