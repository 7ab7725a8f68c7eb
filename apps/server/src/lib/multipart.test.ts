import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { signedIn } from '../../test/factories.js';
import { expectError, PNG_BYTES, rawMultipart, storedFiles } from '../../test/helpers.js';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-text.js';

const CSV = Buffer.from('Designator,MPN\nR1,RC0603FR-0710KL\n');
const MB = 1024 * 1024;
const FILE_NAME = 'The file name must be a plain name, without folders or control characters';
const CUT_OFF =
  'The upload was cut off or is not a well-formed multipart form; send the file again';

describe('multipart uploads that are not what a browser sends', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    ({ headers } = await signedIn(t.app, t.ctx.db, { role: Role.User }));
  });
  afterAll(() => t.close());

  const post = (url: string, body: ReturnType<typeof rawMultipart>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  const parseFile = (body: ReturnType<typeof rawMultipart>) =>
    post('/api/collectionProductMaterials/parseFile', body);

  it('refuses file names with folders or NUL with 400 and stores nothing', async () => {
    const before = await storedFiles(t.ctx.db, t.config.dataDir);
    const dispositions = [
      'filename="../../etc/bom.csv"',
      'filename="..\\\\..\\\\bom.csv"',
      'filename="bom\0.csv"',
      "filename*=UTF-8''bom%00.csv",
    ];
    for (const disposition of dispositions) {
      const res = await parseFile(rawMultipart({ field: 'file', bytes: CSV, disposition }));
      expectError(res, 400, FILE_NAME);
    }
    const image = rawMultipart({ field: 'profileImage', bytes: PNG_BYTES, name: '../avatar.png' });
    expectError(await post('/api/user/update', image), 400, FILE_NAME);
    expect(await storedFiles(t.ctx.db, t.config.dataDir)).toEqual(before);
  });

  it('still takes a plain name with dots and spaces', async () => {
    const res = await parseFile(
      rawMultipart({ field: 'file', bytes: CSV, name: 'Kettle v1..2 BOM.csv' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ fileName: string }>().fileName).toBe('Kettle v1..2 BOM.csv');
  });

  it('answers 400 for a body cut off in the file or in a part header', async () => {
    const before = await storedFiles(t.ctx.db, t.config.dataDir);
    const whole = rawMultipart({ field: 'file', bytes: CSV, name: 'bom.csv' });
    for (const cutAt of [whole.payload.length - 20, 60]) {
      const res = await parseFile(
        rawMultipart({ field: 'file', bytes: CSV, name: 'bom.csv' }, {}, { cutAt }),
      );
      expectError(res, 400, CUT_OFF);
    }
    expect(await storedFiles(t.ctx.db, t.config.dataDir)).toEqual(before);
  });

  it('says how large a file may be when it is larger', async () => {
    const bom = rawMultipart({ field: 'file', bytes: Buffer.alloc(11 * MB, 'a'), name: 'bom.csv' });
    expectError(await parseFile(bom), 413, 'The file is larger than 10 MB');
    const image = rawMultipart({
      field: 'profileImage',
      bytes: Buffer.alloc(6 * MB),
      name: 'me.png',
    });
    expectError(await post('/api/user/update', image), 413, 'The file is larger than 5 MB');
  });

  it('refuses a NUL byte in a text field with 400 instead of failing in the database', async () => {
    const body = rawMultipart(
      { field: 'profileImage', bytes: PNG_BYTES, name: 'me.png' },
      { firstName: 'Ada\0' },
    );
    const res = await post('/api/user/update', body);
    expectError(res, 400, UNSTORABLE_TEXT_MESSAGE);
  });
});
