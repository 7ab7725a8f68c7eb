/**
 * What the logs say about a request (DESIGN.md §6: tokens, passwords and reset ids are
 * never logged). Query strings carry secrets — a signed file link's `sig`, a `?token=` —
 * and the reset page's path is the reset secret itself, so a request is logged by its
 * method, its path without the query (a reset secret masked) and the remote address;
 * never by its raw URL or its headers.
 */
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** The segment after `/reset-password/`, wherever it appears (the page or any API path). */
const RESET_SECRET = /(\/reset-password\/)[^/]+/g;

export function loggablePath(url: string): string {
  const [pathname = ''] = url.split('?', 1);
  return pathname.replace(RESET_SECRET, '$1***');
}

/**
 * Fastify hands its own request to the serializer (its types say the raw one): `ip`
 * honours trustProxy; the raw socket's address is the fallback.
 */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    path: loggablePath(request.url ?? ''),
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

/**
 * Defence in depth for objects logged whole (a request's headers in an error, a body):
 * the serializer above already leaves headers out.
 */
const REDACT = [
  'req.headers.authorization',
  '*.headers.authorization',
  '*.password',
  '*.accessToken',
  '*.token',
];

export function loggerOptions(
  level: string,
  stream: DestinationStream | undefined,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: REDACT,
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
