export type Result<T, E = DeskError> = { ok: true; value: T } | { ok: false; error: E };

export const Ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const Fail = <E>(error: E): Result<never, E> => ({ ok: false, error });

export type DeskErrorCode = 'not_found' | 'forbidden' | 'invalid' | 'expired' | 'upstream';

export class DeskError extends Error {
  constructor(
    readonly code: DeskErrorCode,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'DeskError';
  }

  static notFound(what: string): DeskError {
    return new DeskError('not_found', `${what} was not found`);
  }

  static forbidden(message: string): DeskError {
    return new DeskError('forbidden', message);
  }
}
