/**
 * fast-check arbitraries read off the zod contract: values shaped like what a schema accepts
 * (ids taken from records that exist, so some requests get past validation into the
 * services), with hostile values mixed in at every node — wrong types, nulls, 1 MB strings,
 * emoji, right-to-left marks, NUL, lone surrogates, ids at 2^31 / 2^53 / -1 / 1e308,
 * prototype-pollution keys, extra keys, arrays where objects belong.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** Ids and stored file ids of records that exist, so that valid-looking requests hit them. */
export interface FuzzPools {
  ids: number[];
  fileIds: string[];
}

export const ONE_MB = 'x'.repeat(1024 * 1024);

/** The key that pollution payloads try to plant on Object.prototype. */
export const POLLUTION_KEY = 'ppPolluted';

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '😀👍🏽🇩🇪',
  '\u202Eevil\u202C',
  'שלום עולם',
  'e\u0301',
  '\uFEFF',
  '\r\n',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '1e308',
  '0x1A',
  'null',
  'true',
  '٣',
  '𝟘',
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  1.5,
];

/** Objects whose own keys try to reach Object.prototype (built with JSON.parse: own keys). */
const POLLUTERS: unknown[] = [
  `{"__proto__": {"${POLLUTION_KEY}": "yes"}}`,
  `{"constructor": {"prototype": {"${POLLUTION_KEY}": "yes"}}}`,
  `{"prototype": {"${POLLUTION_KEY}": "yes"}}`,
  `{"a": {"__proto__": {"${POLLUTION_KEY}": "yes"}}}`,
  `[{"__proto__": {"${POLLUTION_KEY}": "yes"}}]`,
].map((text) => JSON.parse(text) as unknown);

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 4,
});

/**
 * Text of the right type that is still trouble: emoji, right-to-left marks, NUL, lone
 * surrogates, any code point, inside otherwise plausible words, so it passes validation and
 * travels on into the services and the database.
 */
const nastyText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', 'Yageo ', 'RC0603'),
    fc.oneof(
      fc.constantFrom(...HOSTILE_STRINGS),
      loneSurrogates,
      fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
    ),
    fc.constantFrom('', ' 10K', '-X'),
  )
  .map(([before, middle, after]) => before + middle + after);

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  // undefined drops the key from the JSON: a required field goes missing.
  fc.constantFrom(null, undefined, true, false),
  fc.string({ unit: 'binary', maxLength: 40 }),
  loneSurrogates,
  fc.integer(),
  fc.double({ noNaN: true }),
);

export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.constant(ONE_MB) },
  { weight: 1, arbitrary: fc.constantFrom([], {}) },
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTERS) },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileLeaf, { maxKeys: 3 }) },
);

/** Keys added to objects beside their schema's: pollution attempts and plain extras. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'extra',
  'isAdmin',
  'role',
  'companyId',
];

/** Sets a key as an own, enumerable property, `__proto__` included, as JSON.parse would. */
function withKey(target: object, key: string, value: unknown): object {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

const idLike = (key: string) => /(^id$|Id$|ids$|^materials$|^take$|^skip$)/i.test(key);

function stringFor(def: { format?: string }, key: string, pools: FuzzPools) {
  if (def.format === 'email' || /email/i.test(key))
    return fc.oneof(
      fc.nat().map((n) => `fuzz-${n}@example.com`),
      fc.constantFrom('not-an-email', 'a@b', 'UPPER@EXAMPLE.COM'),
    );
  if (def.format === 'date' || /date/i.test(key))
    return fc.constantFrom('2024-01-31', '2024-02-30', '2024-13-01', '31.01.2024', '2024-01');
  if (def.format === 'url' || /url|link|source/i.test(key))
    return fc.constantFrom(
      'https://example.com/a.pdf',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://127.0.0.1:9/x',
    );
  if (/filePath|^id$/.test(key) && pools.fileIds.length)
    return fc.oneof(fc.constantFrom(...pools.fileIds), fc.uuid());
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom('Yageo', 'RC0603FR-0710KL', 'All', 'IEC 60335-1', 'Test', 'ul'),
    },
    { weight: 2, arbitrary: nastyText },
  );
}

/** Numbers of the right type at the edges: 2^31, 2^53, -1, 1e308 … */
const edgeNumbers = fc.constantFrom(...HOSTILE_NUMBERS, 2 ** 53 - 1, 2 ** 31 + 1);

function numberFor(key: string, pools: FuzzPools): fc.Arbitrary<number> {
  const plain = idLike(key)
    ? fc.oneof(fc.constantFrom(...pools.ids), fc.integer({ min: 1, max: 60 }))
    : fc.integer({ min: -3, max: 600 });
  return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: edgeNumbers });
}

/** zod's definition of a schema: the walker reads it as zod's own JSON Schema generator does. */
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value shaped like the schema's, without hostile values of its own. */
function shaped(schema: z.ZodType, pools: FuzzPools, key: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (name: string) => def[name] as z.ZodType;
  switch (def.type) {
    case 'string':
      return stringFor(def as { format?: string }, key, pools);
    case 'number':
      return numberFor(key, pools);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'array':
      return fc.array(valueOf(inner('element'), pools, key), { maxLength: 3 });
    case 'object':
      return objectOf(def.shape as Record<string, z.ZodType>, pools);
    case 'optional':
      return fc.option(valueOf(inner('innerType'), pools, key), { nil: undefined });
    case 'nullable':
      return fc.option(valueOf(inner('innerType'), pools, key), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shaped(inner('innerType'), pools, key);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => shaped(o, pools, key)));
    case 'pipe':
      return shaped(inner('in'), pools, key);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), valueOf(inner('valueType'), pools, key), {
        maxKeys: 3,
      });
    default:
      return hostile;
  }
}

/** Whether an object may leave the key out (optional or defaulted). */
const isOptional = (schema: z.ZodType | undefined) =>
  (schema as unknown as { _zod: { optin?: string } } | undefined)?._zod.optin === 'optional';

function objectOf(shape: Record<string, z.ZodType>, pools: FuzzPools): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, valueOf(schema, pools, key)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: Object.keys(shape).filter((k) => !isOptional(shape[k])) }),
      fc.option(fc.tuple(fc.constantFrom(...EXTRA_KEYS), hostile), { freq: 6 }),
    )
    .map(([record, extra]) => (extra ? withKey({ ...record }, extra[0], extra[1]) : record));
}

/** A value for the schema: mostly shaped like it, now and then hostile. */
export function valueOf(
  schema: z.ZodType | undefined,
  pools: FuzzPools,
  key = '',
): fc.Arbitrary<unknown> {
  if (!schema) return hostile;
  return fc.oneof(
    { weight: 8, arbitrary: shaped(schema, pools, key) },
    { weight: 1, arbitrary: hostile },
  );
}
