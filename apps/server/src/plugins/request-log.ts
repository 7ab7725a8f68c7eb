/**
 * What the logs say about a request (DESIGN.md §6: tokens, passwords and reset ids are
 * never logged). Query strings carry secrets — a signed file link's `sig`, a `?token=` —
 * and some paths are a secret themselves (a reset link, a supplier link), so a request is
 * logged by its method, its path without the query (its secret segments masked) and the
 * remote address; never by its raw URL or its headers. Every line is masked once more as
 * it is written, for a URL or token that reaches the log another way (an error's message).
 */
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * The URL segments that are secrets: the segment after `/reset-password/` (the password
 * reset page, PUBLIC_URL/reset-password/<secret>) and after `/supply/` (the supplier link's
 * page PUBLIC_URL/supply/<secret>, and /api/supply/<secret>[/upload]), wherever it appears
 * (the web page, any API path below it, a full link in a message). A route whose path carries
 * a secret is added to this one pattern (a literal: no pattern is built at run time). The
 * segment stops at a quote or backslash so that a JSON line stays JSON.
 */
const SECRET_PATH = /(\/(?:reset-password|supply)\/)[^/?#\s"'\\]+/g;
/** A query string after a path, in a line's text (a message quoting a raw URL). */
const QUERY = /(\/[^\s"'?\\]*)\?[^\s"'\\]+/g;
/** An access token (a JWT: three base64url parts, the first of them `{"` encoded). */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]+/g;

export function loggablePath(url: string): string {
  const [pathname = ''] = url.split('?', 1);
  return pathname.replace(SECRET_PATH, '$1***');
}

/** A written log line with every secret-bearing segment, query string and token masked. */
export function maskSecrets(line: string): string {
  return line.replace(SECRET_PATH, '$1***').replace(QUERY, '$1?***').replace(JWT, '***');
}

/**
 * Fastify hands its own request to the serializer (its types say the raw one): `ip`
 * honours trustProxy; the raw socket's address is the fallback. A request without a
 * socket (a websocket upgrade injected by @fastify/websocket's injectWS) makes `ip` throw:
 * it is logged without an address rather than not answered.
 */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

function remoteAddressOf(request: LoggedRequest): string | undefined {
  try {
    return request.ip ?? request.socket?.remoteAddress;
  } catch {
    return undefined;
  }
}

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    path: loggablePath(request.url ?? ''),
    remoteAddress: remoteAddressOf(request),
  };
}

/**
 * Defence in depth for objects logged whole (a request's headers in an error, a body):
 * the serializer above already leaves headers out.
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.password',
  '*.accessToken',
  '*.token',
  '*.secret',
  '*.sealedSecret',
];

export function loggerOptions(
  level: string,
  stream: DestinationStream | undefined,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: REDACT,
    serializers: { req: serializeRequest },
    hooks: { streamWrite: maskSecrets },
    ...(stream ? { stream } : {}),
  };
}
