/**
 * The one error handler: every failure leaves as
 * `{ statusCode, code, error, message, details? }` (DESIGN.md §4); 5xx never leak internals.
 * `message` and `details` are in the request's language (issue 22): the code throws English,
 * the spec's words, and German is looked up here, on the way out.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE, type Language } from '@partproof/shared';
import { AppError, fieldDetails, type ErrorCode } from '../lib/app-error.js';
import { ClientGoneError } from '../db/query-order.js';
import { inLanguage, requestLanguage, varyByLanguage } from '../lib/request-language.js';

function fieldOf(instancePath: string, params: Record<string, unknown> | undefined): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  // An unrecognized-key issue has no path; its params (the zod issue) name the keys.
  const keys = params?.keys;
  const key: unknown = Array.isArray(keys) ? keys[0] : undefined;
  return typeof key === 'string' ? key : '_';
}

/** Fastify's own error codes that map to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Each field's messages in `language`; English is left as it is, byte for byte. */
function detailsIn(language: Language, details: Record<string, string[]>) {
  if (language === DEFAULT_LANGUAGE) return details;
  return fieldDetails(
    Object.entries(details).flatMap(([field, messages]) =>
      messages.map((message): [string, string] => [field, inLanguage(language, message)]),
    ),
  );
}

/** Set once the web build is registered: serves index.html for client-side routes. */
export interface SpaShell {
  serve?: (reply: FastifyReply) => FastifyReply;
}

export function registerErrorHandler(app: FastifyInstance, spaShell: SpaShell = {}): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    // Nobody reads this answer: the client left before its request reached the database.
    if (err instanceof ClientGoneError) {
      request.log.info('client gone before its answer');
      return reply.status(499).send();
    }
    let error: AppError;
    const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (err instanceof AppError) {
      error = err;
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const details = fieldDetails(
        err.validation.map((v) => [
          fieldOf(v.instancePath, v.params),
          v.message ?? 'Invalid value',
        ]),
      );
      const first = Object.values(details)[0]?.[0] ?? 'Invalid request';
      error = new AppError('VALIDATION', first, details);
    } else if (mapped) {
      error = new AppError(mapped, mapped === 'VALIDATION' ? 'Malformed JSON body' : undefined);
    } else if (err.statusCode === 429) {
      error = new AppError('RATE_LIMITED');
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      error = new AppError('VALIDATION', err.message);
      Object.assign(error, { statusCode: err.statusCode });
    } else {
      request.log.error({ err }, 'unhandled error');
      error = new AppError('INTERNAL');
    }
    if (error.retryAfter) void reply.header('Retry-After', String(error.retryAfter));
    const language = requestLanguage(request);
    varyByLanguage(reply);
    return reply.status(error.statusCode).send({
      statusCode: error.statusCode,
      code: error.code,
      error: STATUS_CODES[error.statusCode] ?? 'Error',
      message: inLanguage(language, error.message),
      ...(error.details ? { details: detailsIn(language, error.details) } : {}),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    // A missing /assets/ file is a chunk of an older release: a 404 lets the page say so,
    // where the shell would reach the browser as a script of type text/html.
    if (
      spaShell.serve &&
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/')
    ) {
      return spaShell.serve(reply);
    }
    varyByLanguage(reply);
    return reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: inLanguage(
        requestLanguage(request),
        `Route ${request.method} ${request.url.split('?')[0]} not found`,
      ),
    });
  });
}
