import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { signedIn } from '../../test/factories.js';
import { PNG_BYTES, waitFor } from '../../test/helpers.js';
import { filePathname, saveFile, signPath } from '../lib/storage.js';
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
  it('logs method and path but no token, file signature or reset secret', async () => {
    const { user, headers } = await signedIn(t.app, t.ctx.db);
    const token = headers.authorization.replace(/^Bearer /, '');
    const fileId = await saveFile(t.ctx.db, t.ctx, {
      bytes: PNG_BYTES,
      originalName: 'me.png',
      mime: 'image/png',
      kind: 'avatar',
      uploadedBy: user.id,
    });
    const signed = signPath(t.config.jwtSecret, filePathname(fileId), 3600);
    const sig = new URL(signed, 'http://x').searchParams.get('sig') ?? '';
    const resetSecret = randomSecret();
    const before = completed();

    const requests = [
      { method: 'POST', url: '/api/user/checkAccessTokenAndGetUser', headers },
      // How the web client used to open the live feed, and what a stray link might carry.
      { method: 'GET', url: `/socket?token=${encodeURIComponent(token)}` },
      { method: 'GET', url: `/api/product/getAll?token=${encodeURIComponent(token)}` },
      { method: 'GET', url: signed },
      { method: 'GET', url: `/reset-password/${resetSecret}` },
      { method: 'GET', url: `/api/user/reset-password/${resetSecret}?id=${resetSecret}` },
    ] as const;
    for (const request of requests) await t.app.inject(request);
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
    // … while the requests themselves were logged, by method and path.
    expect(logged).toContain(`"/api/files/${fileId}"`);
    expect(logged).toContain('"/api/user/checkAccessTokenAndGetUser"');
    expect(logged).toContain('"/reset-password/***"');
    expect(logged).toContain('"/api/user/reset-password/***"');
    expect(logged).toMatch(/"method":"GET"/);
  });
});
