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
import { toWizard, type ParsedBom, type ParsedUpload } from './parse-upload.js';

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

// Compiled on first use: the server compiles only the small one, the child the others.
let encodeHead: ((value: ParsedUpload) => string) | undefined;
let encodeMaterials: ((value: ParsedUpload['materials']) => string) | undefined;
let encodeFile: ((value: Pick<BomUploadResult, 'fileName' | 'filePath'>) => string) | undefined;

/** Materials encoded per piece: ~250 kB of JSON, not one 20 MB string and its 20 MB copy. */
const MATERIALS_PER_CHUNK = 1_000;
const EMPTY_MATERIALS = '"materials":[]}';

/**
 * In the child: the parse's part of the answer, `{"detection":…,"materials":[…]}`, in pieces.
 * `materials` is the schema's last key, so the answer is its encoding with no materials, cut
 * before the closing `]}`, then the materials array's own encoding a batch at a time (the
 * same items schema; batches joined by the commas between them) — each batch turned into the
 * wizard's shape only when it is encoded.
 */
export function* encodeParsedUpload(parsed: ParsedBom): Generator<Buffer> {
  encodeHead ??= compiled(BomUploadResultSchema.omit(FILE_KEYS));
  encodeMaterials ??= compiled(BomUploadResultSchema.shape.materials);
  const head = encodeHead({ ...parsed, materials: [] });
  if (!head.endsWith(EMPTY_MATERIALS)) throw new Error('materials is no longer the last key');
  yield Buffer.from(head.slice(0, -2), 'utf8');
  const { materials } = parsed;
  for (let from = 0; from < materials.length; from += MATERIALS_PER_CHUNK) {
    const batch = encodeMaterials(toWizard(materials, from, from + MATERIALS_PER_CHUNK));
    yield Buffer.from(`${from ? ',' : ''}${batch.slice(1, -1)}`, 'utf8');
  }
  yield Buffer.from(']}', 'utf8');
}

/**
 * On the server: the whole answer — the file's keys, then the child's bytes unchanged, as the
 * chunks they came in (nothing is joined: a fresh 20 MB buffer is a copy and page faults).
 */
export function withStoredFile(parsedJson: Buffer[], fileName: string, filePath: string): Buffer[] {
  encodeFile ??= compiled(BomUploadResultSchema.pick(FILE_KEYS));
  const head = encodeFile({ fileName, filePath });
  const [first, ...rest] = parsedJson;
  if (!first?.length || first[0] !== 0x7b) throw new Error('the parse answered no JSON object');
  // '{"fileName":…,"filePath":…}' + '{"detection":…}' → '{"fileName":…,"filePath":…,"detection":…}'
  return [Buffer.from(`${head.slice(0, -1)},`, 'utf8'), first.subarray(1), ...rest];
}
