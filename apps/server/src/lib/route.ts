/**
 * Registers a Fastify route from its shared definition (DESIGN.md §9.9): the definition's
 * access is enforced before the body is read, its schemas (and an upload's form) validate the
 * request, serialise the answer and feed OpenAPI; the handler gets the caller and the parsed
 * parts and returns the answer, which is sent with the success status.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  can,
  isPublicEndpoint,
  type EndpointAccess,
  type EndpointForm,
  type EndpointParsed,
  type EndpointReply,
  type EndpointSpec,
  type FormValues,
  type PublicEndpoint,
} from '@partproof/shared';
import { refuse } from '../access/can.js';
import type { Ctx } from '../context.js';
import { requireActor, type Actor } from '../plugins/auth.js';
import { readForm, type UploadedFile } from './multipart.js';
import { answerInLanguage } from './request-language.js';

/** The Fastify instance every route file registers on (types from the zod provider). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
/** A module's routes: what app.ts registers under /api. */
export type ApiRoutes = (app: App, ctx: Ctx) => void;

export interface RouteInput<E extends EndpointSpec> {
  /** The caller; null only on a public endpoint called without a token. */
  actor: E extends PublicEndpoint ? Actor | null : Actor;
  params: EndpointParsed<E, 'params'>;
  query: EndpointParsed<E, 'query'>;
  body: EndpointParsed<E, 'body'>;
  /** An upload's text fields, checked by its form's schema. */
  fields: E extends { form: infer F extends EndpointForm } ? FormValues<F> : undefined;
  /** An upload's files in the order sent (empty for the others, or when none was sent). */
  files: UploadedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers with the response's data, or — for an endpoint without a response
 * schema (a download) — sends the reply itself and returns it.
 */
export type RouteHandler<E extends EndpointSpec> = (
  input: RouteInput<E>,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

export interface RouteOptions {
  /** A larger JSON body than Fastify's default (the wizard's product/save). */
  bodyLimit?: number;
  /**
   * An upload's checks that refuse it before its bytes are read (a supplier link that is gone
   * or over its rate limit): the files are not read for nothing.
   */
  beforeForm?: (request: FastifyRequest) => Promise<void>;
}

/**
 * The declared capability, before anything of the request is read: no valid session → 401,
 * a role the capability table leaves out → 403. Services keep the rules about the record.
 */
function enforceAccess(access: EndpointAccess) {
  const capability = access.can;
  if (capability === 'public') return undefined;
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    try {
      const actor = requireActor(request);
      done(capability === 'signed-in' || can(actor, capability) ? undefined : refuse());
    } catch (error) {
      done(error as Error);
    }
  };
}

export function route<E extends EndpointSpec>(
  app: App,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const { form } = endpoint;
  const onRequest = enforceAccess(endpoint.access);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(onRequest ? { onRequest } : {}),
    config: { public: isPublicEndpoint(endpoint), ...(form ? { form } : {}) },
    schema: {
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(form ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response ? { response: { [status]: endpoint.response } } : {}),
    },
    handler: async (request, reply) => {
      if (form && options.beforeForm) await options.beforeForm(request);
      const upload = form ? await readForm(request, form) : undefined;
      // Fastify validated these parts against the same schemas the types come from.
      const input = {
        actor: isPublicEndpoint(endpoint) ? request.actor : requireActor(request),
        params: request.params,
        query: request.query,
        body: form ? undefined : request.body,
        fields: upload?.fields,
        files: upload?.files ?? [],
        request,
        reply,
      } as RouteInput<E>;
      const result = await handler(input);
      if (!endpoint.response) return result;
      return reply.status(status).send(answerInLanguage(request, reply, result));
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An upload's form, for its OpenAPI request body (`openApiTransform`). */
    form?: EndpointForm;
  }
}

/**
 * The OpenAPI transform: the zod schemas as JSON Schema, and an upload's form as its
 * multipart request body (its text fields, JSON ones as text, and its file field).
 */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const form = input.route.config?.form;
  if (!form) return jsonSchemaTransform(input);
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, body: formBody(form) } });
};

function formBody(form: EndpointForm): z.ZodType {
  const { field, maxBytes, maxFiles = 1 } = form.files;
  const file = z.file().describe(`At most ${maxBytes / (1024 * 1024)} MB`);
  const files = maxFiles > 1 ? z.array(file).max(maxFiles) : file;
  const fields = form.fields instanceof z.ZodObject ? form.fields : z.object({});
  return fields.extend({ [field]: files.optional() });
}
