// Typed failures of the write side. The HTTP layer maps each to its status in one place.

export class StreamVersionConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: number,
  ) {
    super(`Someone else changed this data at the same time (stream ${streamId} is at version ${actual}, expected ${expected}). Reload and try again.`);
    this.name = 'StreamVersionConflictError';
  }
}

/** A command that breaks a business rule; `status` says how the caller should read it. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 422 = 400,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different request. Use a new key for a new request.');
    this.name = 'IdempotencyKeyReusedError';
  }
}
