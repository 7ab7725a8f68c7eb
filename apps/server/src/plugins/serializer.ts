/**
 * Answers serialised by a compiled serialiser (issue 19): each route's shared zod response
 * schema becomes a JSON schema once, at start-up, and fast-json-stringify turns that into a
 * function that writes the JSON directly. The zod serialiser it replaces validated every
 * object of an answer before JSON.stringify — the top frame of a loaded product/get.
 *
 * The JSON is the same: the same keys in the same (schema) order, and keys the schema does
 * not name are still dropped (no password hash reaches a client because a handler returned a
 * whole row). What is given up is the check of each value's type on the way out; the handlers
 * are typed against the same schemas, and a missing required key still fails the request.
 *
 * A schema whose JSON form would not say what zod writes (a transform or pipe, whose encoded
 * form is the other side; a date, a bigint) keeps the zod serialiser for its route.
 */
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Zod types whose encoded JSON is not what their output JSON schema describes. */
const UNCOMPILABLE = new Set(['pipe', 'transform', 'codec', 'custom', 'date', 'bigint']);

/** The routes that kept the zod serialiser ("METHOD url"), for the log and the tests. */
export const zodSerialisedRoutes: string[] = [];

export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const zodSerializer = zodSerializerCompiler(
    route as Parameters<typeof zodSerializerCompiler>[0],
  ) as (data: unknown) => string;
  const jsonSchema = responseJsonSchema(route.schema);
  if (!jsonSchema) {
    zodSerialisedRoutes.push(`${route.method} ${route.url}`);
    return zodSerializer;
  }
  return fastJsonStringify(jsonSchema);
};

/** The JSON schema fast-json-stringify compiles, or null when zod must serialise. */
export function responseJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  let compilable = true;
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      // No $defs pulled out of the global registry: everything inline but real cycles.
      metadata: z.registry<{ id?: string }>(),
      override: ({ zodSchema }) => {
        if (UNCOMPILABLE.has(zodSchema._zod.def.type)) compilable = false;
      },
    });
  } catch {
    return null;
  }
  if (!compilable) return null;
  delete jsonSchema.$schema;
  return withoutSimpleAnyOf(jsonSchema) as JsonSchema;
}

/**
 * fast-json-stringify picks an anyOf's branch by validating the value against each branch
 * (ajv, per value: per component of a product). Two unions zod writes often need no choice and
 * are rewritten into the same JSON without one:
 * - `anyOf: [X, {type: 'null'}]` (`.nullable()`) → X with `nullable: true`;
 * - `anyOf` of literals of one type (`z.union([z.literal(1), …])`) → that type with an `enum`.
 */
function withoutSimpleAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSimpleAnyOf);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = withoutSimpleAnyOf(value);
  const { anyOf, ...rest } = out;
  if (!Array.isArray(anyOf)) return out;
  const options = anyOf as JsonSchema[];
  const nonNull = options.filter((option) => option.type !== 'null');
  const plain = (option: JsonSchema) =>
    typeof option.type === 'string' && !option.anyOf && !option.$ref;
  if (options.length === 2 && nonNull.length === 1 && plain(nonNull[0]!)) {
    return { ...rest, ...nonNull[0], nullable: true };
  }
  const type = options[0]?.type;
  const literals = options.every(
    (option) => option.type === type && 'const' in option && Object.keys(option).length === 2,
  );
  if (literals && typeof type === 'string' && type !== 'null') {
    return { ...rest, type, enum: options.map((option) => option.const) };
  }
  return out;
}
