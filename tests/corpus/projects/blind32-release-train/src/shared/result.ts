export type Result<T, E extends Error = Error> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'err'; readonly error: E };

export const Result = {
  ok<T>(value: T): Result<T, never> {
    return { kind: 'ok', value };
  },
  err<E extends Error>(error: E): Result<never, E> {
    return { kind: 'err', error };
  },
  isOk<T, E extends Error>(r: Result<T, E>): r is { readonly kind: 'ok'; readonly value: T } {
    return r.kind === 'ok';
  },
};

export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly code: 'not_found' | 'forbidden' | 'conflict' | 'upstream',
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}
