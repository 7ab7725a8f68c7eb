/**
 * Whole requests for one endpoint, generated from its definition: path parameters, query
 * string and JSON body from its zod schemas (fuzz-values.ts), plus what no schema describes —
 * malformed or deeply nested JSON, the wrong content type, undecodable percent escapes, and
 * for uploads multipart forms with odd field names, file names and bytes.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import type { EndpointSpec } from '@partproof/shared';
import { hostile, valueOf, type FuzzPools } from './fuzz-values.js';

export interface FuzzRequest {
  method: EndpointSpec['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Path and query text for any value: lone surrogates go out as U+FFFD, like a browser's. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  // Numbers, booleans, null, arrays and objects as their JSON text (a BigInt never occurs).
  return JSON.stringify(value) ?? '';
}
const encode = (value: unknown) =>
  Buffer.from(textOf(value), 'utf8')
    .toString('binary')
    .replace(
      /[^A-Za-z0-9\-_.~]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    );

/** Path or query text sent as is: escapes that decode to nothing valid, traversal, length. */
const RAW_SEGMENTS = ['%ED%A0%80', '%00', '%', '%zz', '..%2F..%2Fetc', '%C0%AF', 'a'.repeat(5000)];

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  const def = (schema as unknown as { _zod?: { def: { shape?: Record<string, z.ZodType> } } })?._zod
    ?.def;
  return def?.shape ?? {};
}

function pathOf(endpoint: EndpointSpec, pools: FuzzPools): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1] ?? '');
  const shape = shapeOf(endpoint.params);
  const segment = (name: string) =>
    fc.oneof(
      { weight: 8, arbitrary: valueOf(shape[name], pools, name).map(encode) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
  return fc
    .tuple(...names.map(segment))
    .map(
      (values) =>
        `/api${endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => values[names.indexOf(name)] ?? '')}`,
    );
}

function queryOf(endpoint: EndpointSpec, pools: FuzzPools): fc.Arbitrary<string> {
  const fromSchema = valueOf(endpoint.query, pools).map((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encode(value)}`;
    return Object.entries(value as Record<string, unknown>)
      .flatMap(([k, v]): [string, unknown][] =>
        Array.isArray(v) ? v.map((item: unknown): [string, unknown] => [k, item]) : [[k, v]],
      )
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encode(k)}=${encode(v)}`)
      .join('&');
  });
  const raw = fc.constantFrom(
    '__proto__[ppPolluted]=yes',
    'constructor[prototype][ppPolluted]=yes',
    'page=1&page=2',
    ...RAW_SEGMENTS.map((s) => `page=${s}`),
  );
  return fc.oneof(
    { weight: endpoint.query ? 8 : 1, arbitrary: fromSchema },
    { weight: 1, arbitrary: raw },
    { weight: endpoint.query ? 1 : 6, arbitrary: fc.constant('') },
  );
}

const json = (value: unknown) => ({
  'content-type': 'application/json',
  text: JSON.stringify(value) ?? 'null',
});

/** Bodies no schema describes. */
const ODD_BODIES = fc.constantFrom(
  { 'content-type': 'application/json', text: '{' },
  { 'content-type': 'application/json', text: '{"a":1,}' },
  { 'content-type': 'application/json', text: '' },
  { 'content-type': 'application/json', text: '\u0000' },
  { 'content-type': 'application/json', text: '['.repeat(50_000) + ']'.repeat(50_000) },
  { 'content-type': 'application/json', text: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000) },
  { 'content-type': 'application/json; charset=utf-16', text: '{}' },
  { 'content-type': 'text/plain', text: 'hello' },
  { 'content-type': 'application/x-www-form-urlencoded', text: 'a=1&__proto__[x]=1' },
  { 'content-type': 'application/xml', text: '<a/>' },
);

function jsonBodyOf(endpoint: EndpointSpec, pools: FuzzPools) {
  return fc.oneof(
    { weight: 12, arbitrary: valueOf(endpoint.body, pools).map(json) },
    { weight: 1, arbitrary: ODD_BODIES },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Field names an upload form may carry, the real ones among them. */
const FORM_FIELDS = [
  'productName',
  'mapping',
  'headerRow',
  'id',
  'firstName',
  'lastName',
  'isTermsAccept',
  'serviceName',
  'modelName',
  'materialId',
  'source',
  'referenceNumber',
  'expireDate',
  '__proto__',
  'constructor',
  'file',
];
const FILE_FIELDS = ['file', 'pdf', 'profileImage', 'other'];
const FILE_NAMES = [
  'bom.csv',
  'a.xlsx',
  'cert.pdf',
  '../../etc/passwd',
  'a\u0000b.csv',
  '😀.png',
  'x'.repeat(400),
  '',
];
const FILE_BYTES = [
  Buffer.alloc(0),
  Buffer.from('Designator,Manufacturer Part Number,Manufacturer\nR1,RC0603FR-0710KL,Yageo\n'),
  Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
  Buffer.from('PK\u0003\u0004 not really a zip'),
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
];

const BOUNDARY = '----partproof-fuzz';

function multipartOf(pools: FuzzPools) {
  const field = fc.tuple(
    fc.constantFrom(...FORM_FIELDS),
    fc.oneof(valueOf(undefined, pools), fc.constantFrom('1', 'true', '{}', '{"partNumber":1}')),
  );
  const file = fc.record({
    field: fc.constantFrom(...FILE_FIELDS),
    name: fc.constantFrom(...FILE_NAMES),
    bytes: fc.oneof(
      fc.constantFrom(...FILE_BYTES),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    ),
  });
  return fc
    .tuple(fc.array(field, { maxLength: 6 }), fc.array(file, { maxLength: 2 }))
    .map(([fields, files]) => {
      const parts: Buffer[] = [];
      for (const [name, value] of fields)
        parts.push(
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${textOf(value)}\r\n`,
          ),
        );
      for (const f of files)
        parts.push(
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          f.bytes,
          Buffer.from('\r\n'),
        );
      parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
      return {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        text: Buffer.concat(parts),
      };
    });
}

/** Requests for one endpoint, sent with the given Authorization header. */
export function requestsFor(
  endpoint: EndpointSpec,
  pools: FuzzPools,
  authorization: string,
): fc.Arbitrary<FuzzRequest> {
  const body: fc.Arbitrary<{ 'content-type': string; text: string | Buffer } | undefined> =
    endpoint.method === 'GET'
      ? fc.constant(undefined)
      : endpoint.form
        ? fc.oneof(
            { weight: 6, arbitrary: multipartOf(pools) },
            { weight: 1, arbitrary: hostile.map(json) },
          )
        : jsonBodyOf(endpoint, pools);
  return fc
    .tuple(pathOf(endpoint, pools), queryOf(endpoint, pools), body)
    .map(([path, query, b]) => ({
      method: endpoint.method,
      url: query ? `${path}?${query}` : path,
      headers: { authorization, ...(b ? { 'content-type': b['content-type'] } : {}) },
      ...(b ? { payload: b.text } : {}),
    }));
}
