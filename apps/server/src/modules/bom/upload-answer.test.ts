/**
 * The upload's answer is encoded in the parse's child and sent as bytes (upload-answer.ts).
 * It must be exactly what the route answered before: the same file parsed in this process
 * and encoded by the route's own serialiser, byte for byte, through parseFile and reparse,
 * compressed or not.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bomApi,
  Role,
  type BomMapping,
  type BomMaterial,
  type BomUploadResult,
} from '@partproof/shared';
import { compiledSerializerCompiler } from '../../plugins/serializer.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedIn } from '../../../test/factories.js';
import { fixture, plainBomXlsx } from '../../../test/fixtures/boms/make-files.js';
import { form } from '../../../test/helpers.js';
import { parseUpload, toWizard, type ParsedBom } from './parse-upload.js';
import { encodeParsedUpload, withStoredFile } from './upload-answer.js';
import { readXlsxGrid } from './xlsx-grid.js';

/** The serialiser Fastify compiles for parseFile's answer (and reparse's: the same schema). */
const routeSerializer = compiledSerializerCompiler({
  schema: bomApi.parseFile.response,
  method: 'POST',
  url: '/api/collectionProductMaterials/parseFile',
  httpStatus: '200',
}) as (answer: BomUploadResult) => string;

/** The answer as the route wrote it before: parsed here, encoded by the route's serialiser. */
async function previousAnswer(
  bytes: Buffer,
  fileName: string,
  filePath: string,
  mapping?: BomMapping,
): Promise<string> {
  const parsed = await parseUpload({ bytes, fileName, mapping }, readXlsxGrid);
  return routeSerializer({ fileName, filePath, ...parsed });
}

describe('the BOM upload answer encoded by the parse child', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    ({ headers } = await signedIn(t.app, t.ctx.db, { role: Role.Admin }));
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, name: string, acceptEncoding = 'identity') =>
    t.app.inject({
      method: 'POST',
      url: '/api/collectionProductMaterials/parseFile',
      headers: { ...headers, 'accept-encoding': acceptEncoding },
      payload: form({}, { field: 'file', bytes, name }),
    });

  const files: [string, () => Buffer][] = [
    ['kicad-grouped.csv', () => fixture('kicad-grouped.csv')],
    ['distributor-export.csv', () => fixture('distributor-export.csv')],
    ['hand-made-cp1252.csv', () => fixture('hand-made-cp1252.csv')],
    ['kicad-hierarchical-lcsc.csv', () => fixture('kicad-hierarchical-lcsc.csv')],
    ['plain.xlsx', () => plainBomXlsx(300)],
  ];
  it.each(files)('parseFile answers %s byte for byte as before', async (name, bytes) => {
    const res = await upload(bytes(), name);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = res.json<BomUploadResult>();
    const expected = await previousAnswer(bytes(), name, answer.filePath);
    expect(answer).toEqual(JSON.parse(expected));
    expect(res.body).toBe(expected);
  });

  it('reparse with a corrected mapping answers as before, and compressed when asked', async () => {
    const bytes = fixture('altium.csv');
    const first = (await upload(bytes, 'altium.csv')).json<BomUploadResult>();
    const mapping = { ...first.mapping, description: null, value: first.mapping.description };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collectionProductMaterials/reparse',
      headers: { ...headers, 'accept-encoding': 'gzip' },
      payload: { filePath: first.filePath, mapping },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = gunzipSync(res.rawPayload).toString('utf8');
    expect(body).toBe(await previousAnswer(bytes, 'altium.csv', first.filePath, mapping));
  });

  it('encodes any answer in pieces, file name and path in front, as the serialiser would', () => {
    const material = (index: number): BomMaterial => ({
      internalReference: `R${index}`,
      designator: [`R${index}`, `R"${index}\\`],
      componentName: `RC0603-${index}é`,
      partNumberSource: index % 3 ? 'column' : 'none',
      manufacturer: index % 2 ? 'Yageo' : null,
      type: index % 5 ? 'Resistor' : null,
      description: 'RES 10k',
      quantity: index % 7 ? index : Number.NaN,
      dnp: index % 11 === 0,
      critical: true,
      group: index,
      alternativeOf: index % 13 ? null : 0,
      rows: [index + 2],
    });
    const parsed = (materials: number): ParsedBom => ({
      detection: {
        format: 'csv',
        headerRow: 1,
        columns: [{ index: 0, header: 'Ref "é"', field: 'designator' }],
        mapping: { designator: 0 },
        confidence: 'high',
        reasons: [],
        sampleRows: [['R1']],
      },
      mapping: { designator: 0, partNumber: null },
      warnings: ['a\nb'],
      needsMapping: false,
      materials: Array.from({ length: materials }, (_, index) => material(index)),
    });
    for (const count of [0, 1, 2_500]) {
      const chunks = [...encodeParsedUpload(parsed(count))];
      const json = Buffer.concat(chunks);
      // As a pipe delivers them: the first chunk may hold the brace alone.
      const inPieces = (size: number) =>
        Array.from({ length: Math.ceil(json.length / size) }, (_, i) =>
          json.subarray(i * size, (i + 1) * size),
        );
      for (const fileName of ['Stückliste "v2"\\\n.csv', '', '🔧 BOM.xlsx']) {
        const expected = routeSerializer({
          fileName,
          filePath: 'f/1',
          ...parsed(count),
          materials: toWizard(parsed(count).materials),
        });
        for (const pieces of [chunks, inPieces(1), inPieces(4_096)]) {
          const whole = Buffer.concat(withStoredFile(pieces, fileName, 'f/1')).toString('utf8');
          expect(whole).toBe(expected);
        }
      }
    }
  });
});
