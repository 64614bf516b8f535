// Errors a handler throws on purpose; the error handler turns them into the bilingual body.
import type { MessageKey } from '@mockexam/contracts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** Machine code in the body; defaults to the message key. */
    readonly code: string,
    readonly messageKey: MessageKey,
    /** Field path -> message key. */
    readonly fields?: Record<string, MessageKey>,
    readonly headers?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** Another owner's object, or nothing at all: both answer 404 so ids cannot be probed. */
export const notFound = () => new AppError(404, 'NOT_FOUND', 'NOT_FOUND');
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'UNAUTHENTICATED');
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'FORBIDDEN');
export const badRequest = (key: MessageKey, fields?: Record<string, MessageKey>) =>
  new AppError(400, fields ? 'VALIDATION_ERROR' : key, key, fields);
export const conflict = (key: MessageKey, fields?: Record<string, MessageKey>) => new AppError(409, key, key, fields);
export const tooManyRequests = (retryAfterSeconds: number, key: MessageKey = 'RATE_LIMITED') =>
  new AppError(429, 'RATE_LIMITED', key, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
