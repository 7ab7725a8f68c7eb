import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLinkPath } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { signedIn } from '../../test/factories.js';
import { PNG_BYTES, waitFor } from '../../test/helpers.js';
import { insertRequest, supplyForm } from '../../test/supply.js';
import { saveFile, signPath } from '../lib/storage.js';
import { randomSecret } from '../lib/tokens.js';

/** Every line the app logged, as written (one JSON object a line). */
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => t.close());

const completed = () => lines.filter((line) => line.includes('request completed')).length;

describe('request logging (DESIGN.md §6: tokens and reset ids are never logged)', () => {
  it('logs method and path but no token, file signature, reset or supply secret', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const token = headers.authorization.replace(/^Bearer /, '');
    const fileId = await saveFile(t.ctx.db, t.ctx, {
      bytes: PNG_BYTES,
      originalName: 'me.png',
      mime: 'image/png',
      kind: 'avatar',
      uploadedBy: user.id,
    });
    const signed = signPath(t.config.jwtSecret, fileLinkPath(fileId), 3600);
    const sig = new URL(signed, 'http://x').searchParams.get('sig') ?? '';
    const resetSecret = randomSecret();
    // A live supplier link: its page, its info and its upload are all answered.
    const { secret: supplySecret } = await insertRequest(t.ctx.db, t.config);
    const before = completed();

    const requests = [
      { method: 'POST', url: '/api/user/checkAccessTokenAndGetUser', headers },
      // How the web client used to open the live feed, and what a stray link might carry.
      { method: 'GET', url: `/socket?token=${encodeURIComponent(token)}` },
      { method: 'GET', url: `/api/product/getAll?token=${encodeURIComponent(token)}` },
      { method: 'GET', url: signed },
      { method: 'GET', url: `/reset-password/${resetSecret}` },
      { method: 'GET', url: `/api/user/reset-password/${resetSecret}?id=${resetSecret}` },
      { method: 'GET', url: `/supply/${supplySecret}` },
      { method: 'GET', url: `/api/supply/${supplySecret}` },
      {
        method: 'POST',
        url: `/api/supply/${supplySecret}/upload`,
        payload: supplyForm([{ bytes: Buffer.from('not a declaration'), name: 'x.txt' }]),
      },
    ] as const;
    const answers = [];
    for (const request of requests) answers.push((await t.app.inject(request)).statusCode);
    // The supplier link was live: its info answered, its upload read (and refused) the file.
    expect(answers.slice(-2)).toEqual([200, 415]);
    expect(
      (await t.app.inject({ method: 'GET', url: signed })).statusCode,
      'the signed link works',
    ).toBe(200);

    await waitFor(
      () => Promise.resolve(completed() >= before + requests.length + 1 ? true : undefined),
      { what: 'a log line per request' },
    );
    const logged = lines.join('\n');
    // None of the secrets the requests carried reached the log …
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(sig);
    expect(logged).not.toContain(resetSecret);
    expect(logged).not.toContain(supplySecret);
    // … while the requests themselves were logged, by method and path.
    expect(logged).toContain(`"/api/files/${fileId}"`);
    expect(logged).toContain('"/api/user/checkAccessTokenAndGetUser"');
    expect(logged).toContain('"/reset-password/***"');
    expect(logged).toContain('"/api/user/reset-password/***"');
    expect(logged).toContain('"/supply/***"');
    expect(logged).toContain('"/api/supply/***"');
    expect(logged).toContain('"/api/supply/***/upload"');
    expect(logged).toMatch(/"method":"GET"/);
  });

  it('masks a secret that reaches a line another way: a raw URL or a token in a message', async () => {
    const { headers } = await signedIn(t.app, t.ctx.db);
    const token = headers.authorization.replace(/^Bearer /, '');
    const secret = randomSecret();
    const from = lines.length;
    // As Fastify's own messages quote a raw URL ("Route GET:<url> not found").
    t.app.log.info(`Route GET:/api/supply/${secret}/upload?token=${token} not found`);
    t.app.log.warn({ err: new Error(`bad link http://partproof.test/reset-password/${secret}`) });
    t.app.log.error(`token "${token}" refused`);
    const written = lines.slice(from);
    expect(written).toHaveLength(3);
    for (const line of written) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(token);
      // Still one JSON object a line.
      expect(() => JSON.parse(line) as unknown).not.toThrow();
    }
    expect(written[0]).toContain('Route GET:/api/supply/***/upload?*** not found');
    expect(written[1]).toContain('/reset-password/***');
    expect(written[2]).toContain('token \\"***\\" refused');
  });
});
