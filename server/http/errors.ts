// Every failure becomes `{ error: message }` with its status, in one place.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, IdempotencyKeyReusedError, StreamVersionConflictError } from '../event-store/errors.ts';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function toErrorResponse(error: unknown, c: Context, log: (error: unknown) => void) {
  if (error instanceof HttpError) return c.json({ error: error.message, ...error.details }, error.status);
  if (error instanceof DomainError) return c.json({ error: error.message }, error.status);
  if (error instanceof StreamVersionConflictError) {
    return c.json({ error: error.message, currentVersion: error.actual }, 409);
  }
  if (error instanceof IdempotencyKeyReusedError) return c.json({ error: error.message }, 422);
  if (error instanceof HTTPException) {
    // Hono's own: a body that is not JSON, for example.
    return c.json({ error: error.message || 'The request could not be read.' }, error.status as ContentfulStatusCode);
  }
  log(error);
  return c.json({ error: 'Something went wrong on our side. Please try again in a moment.' }, 500);
}
