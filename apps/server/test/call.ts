/**
 * API calls in tests from the shared endpoint definitions (issue 21): the path, the method,
 * the input's shape and the answer's type come from the definition, as the web's `call()`
 * takes them — no hand-written URL, no `.json<T>()` cast, and renaming a field breaks the
 * test at compile time. `send` answers the raw response (for refusals and headers);
 * `answerOf` checks the definition's success status and parses the answer with its schema.
 */
import type { LightMyRequestResponse as Response } from 'fastify';
import {
  API_PREFIX,
  endpointPath,
  type EndpointInput,
  type EndpointResult,
  type EndpointSpec,
} from '@partproof/shared';
import type { App } from '../src/lib/route.js';

/** A JSON endpoint's input (upload endpoints take a form and are sent with `form()`). */
export type CallInput<E extends EndpointSpec> = Omit<EndpointInput<E>, 'form'>;

export function send<E extends EndpointSpec>(
  app: App,
  endpoint: E,
  input: CallInput<E>,
  headers?: Record<string, string>,
): Promise<Response> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search[key] = String(value);
  return app.inject({
    method: endpoint.method,
    url: `${API_PREFIX}${endpointPath(endpoint.path, params)}`,
    query: search,
    headers,
    // As the web client does: a POST without a body sends {}.
    ...(endpoint.method === 'GET' ? {} : { payload: body ?? {} }),
  });
}

/** The parsed answer of a call that must succeed; the status and body when it did not. */
export function answerOf<E extends EndpointSpec>(endpoint: E, res: Response): EndpointResult<E> {
  const expected = endpoint.status ?? 200;
  if (res.statusCode !== expected)
    throw new Error(`${endpoint.method} ${endpoint.path}: ${res.statusCode} ${res.body}`);
  return (endpoint.response ? endpoint.response.parse(res.json()) : undefined) as EndpointResult<E>;
}

/** `send`, then `answerOf`. */
export async function call<E extends EndpointSpec>(
  app: App,
  endpoint: E,
  input: CallInput<E>,
  headers?: Record<string, string>,
): Promise<EndpointResult<E>> {
  return answerOf(endpoint, await send(app, endpoint, input, headers));
}
