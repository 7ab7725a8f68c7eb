/**
 * API calls in tests from the shared endpoint definitions (issue 21): the path, the method,
 * the input's shape and the answer's type come from the definition, as the web's `call()`
 * takes them — no hand-written URL, no `.json<T>()` cast, and renaming a field breaks the
 * test at compile time. `send` answers the raw response (for refusals and headers);
 * `answerOf` checks the definition's success status and parses the answer with its schema.
 * An upload's `{form, files}` is written by `formDataOf`, as the web app writes it.
 */
import type { LightMyRequestResponse as Response } from 'fastify';
import {
  API_PREFIX,
  endpointPath,
  formDataOf,
  type EndpointInput,
  type EndpointResult,
  type EndpointSpec,
} from '@partproof/shared';
import type { App } from '../src/lib/route.js';

export type CallInput<E extends EndpointSpec> = EndpointInput<E>;

/** A form's bytes and content type (with its boundary), as fetch would send them. */
async function multipart(data: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const contentType = request.headers.get('content-type') ?? 'multipart/form-data';
  return { payload: Buffer.from(await request.arrayBuffer()), contentType };
}

/** The request body: an upload's form as multipart, a JSON body, or {} for a bare POST. */
async function bodyOf(endpoint: EndpointSpec, input: unknown, headers: Record<string, string>) {
  if (endpoint.method === 'GET') return {};
  const { body, form, files } = input as { body?: unknown; form?: never; files?: Blob[] };
  if (!endpoint.form) return { payload: body ?? {} };
  const { payload, contentType } = await multipart(formDataOf(endpoint.form, { form, files }));
  headers['content-type'] = contentType;
  return { payload };
}

export async function send<E extends EndpointSpec>(
  app: App,
  endpoint: E,
  input: CallInput<E>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { params, query } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, string | number | boolean | undefined>;
  };
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search[key] = String(value);
  const allHeaders = { ...headers };
  // As the web client does: a POST without a body sends {}.
  const body = await bodyOf(endpoint, input, allHeaders);
  return app.inject({
    method: endpoint.method,
    url: `${API_PREFIX}${endpointPath(endpoint.path, params)}`,
    query: search,
    headers: allHeaders,
    ...body,
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
