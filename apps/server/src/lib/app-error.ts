/** The one error type services throw; plugins/errors.ts renders it (STYLE.md §3). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  VALIDATION: 'Invalid request',
  UNAUTHORIZED: 'Authentication required',
  FORBIDDEN: 'You do not have permission',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  PAYLOAD_TOO_LARGE: 'File is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported file type',
  RATE_LIMITED: 'Too many attempts, please try again later',
  INTERNAL: 'Internal server error',
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: Record<string, string[]>,
    /** Seconds a rate-limited client should wait (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/**
 * A 400's `details`: messages per field. Field names come from the request, so the record has
 * no prototype: a field named `constructor` or `__proto__` is a field like any other.
 */
export function fieldDetails(issues: Iterable<[field: string, message: string]>) {
  const details = Object.create(null) as Record<string, string[]>;
  for (const [field, message] of issues) (details[field] ??= []).push(message);
  return details;
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
