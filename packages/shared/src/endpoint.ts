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
import type { Capability } from './permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint and which records it reaches, declared next to its definition so
 * that `make test-hard`'s authorisation matrix (apps/server/test/hard/authz-matrix.test.ts)
 * can call every endpoint as every role and check the server answers what is declared here.
 * The roles come from the capability table (permissions.ts), so there is one truth for the
 * server's checks, the web app's buttons and this declaration.
 *
 * Record-state rules are not part of it: which status move a role may make (workflow.ts),
 * pending products (canOpenProduct), trial limits. They live in their own tables.
 */
export interface EndpointAccess {
  /**
   * Who may call it:
   * - a capability of permissions.ts: its roles, with the RoHS flag where the table asks for
   *   it; other signed-in roles get 403;
   * - 'signed-in': every role; without a valid token (none, expired, a disabled user) 401;
   * - 'public': anyone, token or not (the route lets such a call in without a token).
   */
  can: Capability | 'signed-in' | 'public';
  /**
   * Which records it reaches:
   * - 'company': records of the caller's company and what hangs off them (products,
   *   components, parts through them, users, the company itself). Another company's record
   *   answers 404, as an unknown id would; lists leave them out. Admins (`company.seeAll`)
   *   reach every company.
   * - 'own': the caller's own records (their profile, their uploads). Another user's answers
   *   404, as an unknown id would; admins reach everyone's.
   * - 'global': reference data shared by the whole installation (the certificate database,
   *   manufacturers, certificate kinds, the outbox and audit log): the same for every caller
   *   who may call it.
   * - 'none': no stored record is named or listed (sign-in, health, the manual, creating
   *   something new, a signed file link whose signature is the credential).
   */
  scope: 'company' | 'own' | 'global' | 'none';
}

export interface EndpointSpec {
  method: HttpMethod;
  /** The path under `/api`, with `:name` for path parameters (`/product/zip/:id`). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body. An upload has none: it declares its `form`. */
  body?: z.ZodType;
  /** The success answer. None for file downloads, which answer bytes. */
  response?: z.ZodType;
  /** The success status (200 when absent). */
  status?: 200 | 201 | 202;
  /** An upload: the multipart/form-data form it reads (fields and files). */
  form?: EndpointForm;
  /** Kept out of OpenAPI (the user manual PDF). */
  hidden?: boolean;
  /** Shown in OpenAPI where the schemas alone don't tell the story. */
  description?: string;
  /** Who may call it and which records it reaches (checked by `make test-hard`). */
  access: EndpointAccess;
}

/**
 * An upload's multipart form. The route reads and checks it before the handler runs
 * (apps/server/src/lib/route.ts), the web's `call()` builds it (`formDataOf`), and OpenAPI
 * lists its fields, so a renamed field fails to compile on both sides.
 */
export interface EndpointForm {
  /**
   * The text fields. Every value arrives as text: numbers through `z.coerce`, lists and
   * objects as JSON through `jsonField()`. A client passes the parsed values (`FormValues`).
   */
  fields?: z.ZodType;
  /** The file field: its name, the most bytes one file may have, how many files (1 if absent). */
  files: { field: string; maxBytes: number; maxFiles?: number };
  /**
   * The fields may also come as a JSON body, with no file (a datasheet's address alone,
   * DESIGN.md §9.10).
   */
  alsoJson?: true;
}

/** An upload endpoint: its request is a multipart form. */
export type UploadEndpoint = EndpointSpec & { form: EndpointForm };

export function isUploadEndpoint(endpoint: EndpointSpec): endpoint is UploadEndpoint {
  return endpoint.form !== undefined;
}

/**
 * Reachable without signing in (login, forgot password, health, signed files …): said once,
 * by `access.can`, which the route enforces and the authorisation matrix checks.
 */
export function isPublicEndpoint(endpoint: EndpointSpec): boolean {
  return endpoint.access.can === 'public';
}

/** The type-level `isPublicEndpoint`: a public handler may have no caller. */
export type PublicEndpoint = EndpointSpec & { access: { can: 'public' } };

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

type FieldsOf<F> = F extends { fields: infer S extends z.ZodType } ? S : undefined;

/**
 * An upload's text fields as the server's handler sees them, and as a client passes them to
 * `formDataOf` (which writes each as text: JSON for lists and objects).
 */
export type FormValues<F extends EndpointForm> =
  FieldsOf<F> extends z.ZodType ? z.output<FieldsOf<F>> : undefined;

/** What a client sends to an upload: the fields (when it has any) and the files. */
export type UploadInput<F extends EndpointForm> = (FieldsOf<F> extends z.ZodType
  ? { form: FormValues<F> }
  : { form?: never }) & { files?: readonly Blob[]; body?: never };

/** What a client sends: the parts its definition declares, required unless they may be absent. */
export type EndpointInput<E extends EndpointSpec> = InputPart<'params', SchemaOf<E, 'params'>> &
  InputPart<'query', SchemaOf<E, 'query'>> &
  (E extends { form: infer F extends EndpointForm }
    ? UploadInput<F>
    : InputPart<'body', SchemaOf<E, 'body'>>);

/** Where the server mounts every endpoint; paths in the definitions are below it. */
export const API_PREFIX = '/api';

/** The path with its `:name` parameters filled in (URL-encoded). */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(value);
  });
}
