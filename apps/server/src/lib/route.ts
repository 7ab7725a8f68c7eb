/**
 * Registers a Fastify route from its shared definition (DESIGN.md §9.9): the definition's
 * schemas validate the request, serialise the answer and feed OpenAPI; the handler gets the
 * caller and the parsed parts and returns the answer, which is sent with the success status.
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  isPublicEndpoint,
  type EndpointParsed,
  type EndpointReply,
  type EndpointSpec,
  type PublicEndpoint,
} from '@partproof/shared';
import type { Ctx } from '../context.js';
import { requireActor, type Actor } from '../plugins/auth.js';

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
}

export function route<E extends EndpointSpec>(
  app: App,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(isPublicEndpoint(endpoint) ? { config: { public: true } } : {}),
    schema: {
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response ? { response: { [status]: endpoint.response } } : {}),
    },
    handler: async (request, reply) => {
      // Fastify validated these parts against the same schemas the types come from.
      const input = {
        actor: isPublicEndpoint(endpoint) ? request.actor : requireActor(request),
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as RouteInput<E>;
      const result = await handler(input);
      if (!endpoint.response) return result;
      return reply.status(status).send(result);
    },
  });
}
