/**
 * The one way the web app talks to the API: JSON bodies, or for an upload the multipart form
 * its definition declares (built by `formDataOf` from the field values and files), the stored
 * token as a Bearer header, the spec's 1,000,000 ms timeout, responses checked against the
 * shared zod schemas, and every failure turned into an `ApiError`. Fetchers go through `call`
 * and `download` with an endpoint defined in `@partproof/shared`; nothing writes a path or a
 * form field's name by hand.
 */
import {
  API_PREFIX,
  ApiErrorSchema,
  endpointPath,
  formDataOf,
  isUploadEndpoint,
  LIMITS,
  MSG,
  type EndpointForm,
  type EndpointInput,
  type EndpointResult,
  type EndpointSpec,
  type HttpMethod,
} from '@partproof/shared';
import type { z } from 'zod';
import { currentLanguage } from '@/i18n/language';
import { clearToken, getToken } from './token-store';

export const API_BASE = API_PREFIX;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions<T> {
  method: HttpMethod;
  /** A JSON body; POST calls without one send `{}`. */
  json?: unknown;
  /** A multipart body, sent as it is so that the browser sets its boundary. */
  form?: FormData;
  query?: Query;
  schema: z.ZodType<T>;
  /** Use this token instead of the stored one (sign-in checks a token before storing it). */
  token?: string;
  /** Send no token at all: a public page (the supplier link) is nobody's session. */
  anonymous?: boolean;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function buildBody(method: string, json: unknown, form?: FormData): BodyInit | undefined {
  if (form) return form;
  if (json !== undefined) return JSON.stringify(json);
  return method === 'GET' ? undefined : '{}';
}

/** An error body of the API (or anything else) → an `ApiError`, as `call` throws it. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { statusCode, code, message, details } = parsed.data;
    return new ApiError(statusCode, code, message, details);
  }
  return new ApiError(status, 'HTTP_ERROR', MSG.genericError);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return apiErrorOf(response.status, body);
}

async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method } = options;
  const token = options.anonymous ? null : (options.token ?? getToken());
  // The server answers its messages in the language the screens are in (issue 22).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  if (!options.form && method !== 'GET') headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: buildBody(method, options.json, options.form),
      signal: AbortSignal.timeout(LIMITS.requestTimeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? 'TIMEOUT' : 'NETWORK', MSG.genericError);
  }

  if (!response.ok) {
    const error = await toApiError(response);
    // A rejected stored token ends the session; the guards then send the user to /login.
    if (response.status === 401 && token && !options.token) clearToken();
    throw error;
  }
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return options.schema.parse(data);
}

/** A file download (xlsx, zip): the bytes and the name the server suggests. */
async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(LIMITS.requestTimeoutMs),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', MSG.genericError);
  }
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const fileName = encoded ? decodeURIComponent(encoded) : (plain ?? 'download');
  return { blob: await response.blob(), fileName };
}

/** Hands a downloaded file to the browser under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The parts of a call as `EndpointInput` declares them, seen without the endpoint's types. */
interface CallParts {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
  /** An upload's field values (`FormValues` of its form). */
  form?: unknown;
  files?: readonly Blob[];
}

/** An upload's form seen without the endpoint's types: its field values are anything. */
type AnyForm = EndpointForm & { fields: z.ZodType };

/**
 * Calls an endpoint defined once in `@partproof/shared` (DESIGN.md §9.9): its path with the
 * params filled in, its query, its JSON body, and the answer parsed with its response schema
 * — so a request or answer that drifts from the server fails to compile. An upload (an
 * endpoint with a `form`) takes its field values as `form` and its files as `files`; the
 * multipart body is written from the definition (`formDataOf`: fields as text, lists and
 * objects as JSON, absent values left out, every file under the form's file field).
 *
 * @example const product = await call(productApi.get, { body: { id } });
 * @example await call(declarationApi.candidateList, { form: { date }, files: [file] });
 */
export function call<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { token?: string; anonymous?: boolean } = {},
): Promise<EndpointResult<E>> {
  if (!endpoint.response) throw new Error(`${endpoint.path} answers a file: use download()`);
  // EndpointInput<E> is exactly these parts; the generic type cannot be narrowed to them.
  const { params, query, body, form, files } = input as CallParts;
  return apiRequest(endpointPath(endpoint.path, params), {
    method: endpoint.method,
    json: body,
    form: isUploadEndpoint(endpoint)
      ? formDataOf(endpoint.form as AnyForm, { form, files })
      : undefined,
    query,
    schema: endpoint.response as z.ZodType<EndpointResult<E>>,
    token: options.token,
    anonymous: options.anonymous,
  });
}

/** The JSON body an endpoint takes, for a fetcher's parameter (present even when optional). */
export type BodyOf<E extends EndpointSpec> =
  // Inferred, not indexed: indexing the generic intersection resolves to never.
  EndpointInput<E> extends { body?: infer B } ? NonNullable<B> : never;

/** A file download (xlsx, zip) from an endpoint without a JSON answer. */
export function download<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<{ blob: Blob; fileName: string }> {
  const { params } = input as CallParts;
  return apiDownload(endpointPath(endpoint.path, params));
}
