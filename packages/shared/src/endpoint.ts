/**
 * One endpoint, defined once (DESIGN.md §9.9): method, path, the zod schemas of params,
 * query, body and answer, and the success status. The server registers its Fastify route
 * from it (`route()` in apps/server/src/lib/route.ts), the web client types its call with it
 * (`call()` in apps/web/src/lib/api-client.ts), and OpenAPI is generated from the same schemas.
 *
 * Written here rather than taken from ts-rest or oRPC: ts-rest 3.52 wants zod 3 and
 * Fastify 4, and oRPC serves its contracts through its own router and error format behind one
 * catch-all Fastify route, which would bypass our route schemas, error handler and OpenAPI.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface EndpointSpec {
  method: HttpMethod;
  /** The path under `/api`, with `:name` for path parameters (`/product/zip/:id`). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body. A multipart endpoint has none: its form is read by the handler. */
  body?: z.ZodType;
  /** The success answer. None for file downloads, which answer bytes. */
  response?: z.ZodType;
  /** The success status (200 when absent). */
  status?: 200 | 201 | 202;
  /** The request is multipart/form-data (uploads). */
  multipart?: boolean;
  /** Reachable without signing in (login, forgot password, health, signed files …). */
  public?: boolean;
  /** Kept out of OpenAPI (the user manual PDF). */
  hidden?: boolean;
  /** Shown in OpenAPI where the schemas alone don't tell the story. */
  description?: string;
}

/** Keeps the literal types of the definition, so server and client see its exact schemas. */
export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}

type SchemaOf<E, K extends 'params' | 'query' | 'body' | 'response'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What the server's handler receives (validated and parsed by the route's schemas). */
export type EndpointParsed<E extends EndpointSpec, K extends 'params' | 'query' | 'body'> =
  SchemaOf<E, K> extends z.ZodType ? z.output<SchemaOf<E, K>> : undefined;

/** What a handler returns: anything the answer schema serialises. */
export type EndpointReply<E extends EndpointSpec> =
  SchemaOf<E, 'response'> extends z.ZodType ? z.input<SchemaOf<E, 'response'>> : unknown;

/** What a client receives. */
export type EndpointResult<E extends EndpointSpec> =
  SchemaOf<E, 'response'> extends z.ZodType ? z.output<SchemaOf<E, 'response'>> : undefined;

type InputPart<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a client sends: the parts its definition declares, required unless they may be absent. */
export type EndpointInput<E extends EndpointSpec> = InputPart<'params', SchemaOf<E, 'params'>> &
  InputPart<'query', SchemaOf<E, 'query'>> &
  (E extends { multipart: true }
    ? { form: FormData; body?: never }
    : InputPart<'body', SchemaOf<E, 'body'>>);

/** The path with its `:name` parameters filled in (URL-encoded). */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(value);
  });
}
