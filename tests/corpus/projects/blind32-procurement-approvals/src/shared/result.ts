export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export type Result<T, E extends Error = Error> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E extends Error>(error: E): Err<E> => ({ ok: false, error });

export function map<T, U, E extends Error>(result: Result<T, E>, fn: (value: T) => U): Result<U, E> {
  return result.ok ? ok(fn(result.value)) : result;
}

export abstract class DomainError extends Error {
  abstract readonly code: string;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'not_found';
}

export class ForbiddenError extends DomainError {
  readonly code = 'forbidden';
}

export class ConflictError extends DomainError {
  readonly code = 'conflict';
}

export class UpstreamError extends DomainError {
  readonly code = 'upstream';

  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

export type TokenRejection = 'malformed' | 'signature' | 'expired' | 'user' | 'tool' | 'args';

export class TokenRejectedError extends DomainError {
  readonly code = 'token_rejected';

  constructor(readonly reason: TokenRejection) {
    super(`The approval step could not be resumed (${reason}); please start again.`);
  }
}
