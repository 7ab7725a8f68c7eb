/**
 * The wizard's upload answer as JSON bytes, written by the parse's child process (issue 19).
 * A large BOM is ~100,000 materials: sent as objects over IPC they were decoded on the
 * server's event loop and encoded again by the route's serialiser — seconds of the main
 * thread and ~20 MB of garbage. The child encodes them instead, with the compiled serialiser
 * the route would use (plugins/serializer.ts) over the same shared schema, and the server
 * sends the bytes as they come, with the two fields only it knows put in front.
 *
 * Byte for byte what the route's serialiser writes for the whole answer: fast-json-stringify
 * writes an object's keys in schema order as `"key":value` joined by commas, so the encoding
 * of { fileName, filePath } and that of the rest, joined at their braces, is the encoding of
 * BomUploadResult (upload-answer.test.ts checks it against the route's own serialiser).
 */
import fastJsonStringify from 'fast-json-stringify';
import { BomUploadResultSchema, type BomUploadResult } from '@partproof/shared';
import { responseJsonSchema } from '../../plugins/serializer.js';
import type { ParsedUpload } from './parse-upload.js';

/** The stored file's fields: the first two keys of BomUploadResultSchema. */
const FILE_KEYS = { fileName: true, filePath: true } as const;

/** The route's content type for a serialised answer (Fastify's default for JSON). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

function compiled<T>(schema: unknown): (value: T) => string {
  const jsonSchema = responseJsonSchema(schema);
  // The route compiles the same schema; one that needs zod's serialiser would differ.
  if (!jsonSchema) throw new Error('the BOM upload answer needs a compiled serialiser');
  return fastJsonStringify(jsonSchema) as (value: T) => string;
}

// Compiled on first use: the server compiles only the small one, the child only the large.
let encodeParsed: ((value: ParsedUpload) => string) | undefined;
let encodeFile: ((value: Pick<BomUploadResult, 'fileName' | 'filePath'>) => string) | undefined;

/** In the child: the parse's part of the answer, `{"detection":…,"materials":[…]}`. */
export function encodeParsedUpload(parsed: ParsedUpload): Buffer {
  encodeParsed ??= compiled(BomUploadResultSchema.omit(FILE_KEYS));
  return Buffer.from(encodeParsed(parsed), 'utf8');
}

/** On the server: the whole answer — the file's keys, then the child's bytes unchanged. */
export function withStoredFile(parsedJson: Uint8Array, fileName: string, filePath: string): Buffer {
  encodeFile ??= compiled(BomUploadResultSchema.pick(FILE_KEYS));
  const head = encodeFile({ fileName, filePath });
  // '{"fileName":…,"filePath":…}' + '{"detection":…}' → '{"fileName":…,"filePath":…,"detection":…}'
  const prefix = Buffer.from(`${head.slice(0, -1)},`, 'utf8');
  const rest = parsedJson.subarray(1);
  return Buffer.concat([prefix, rest], prefix.length + rest.length);
}
