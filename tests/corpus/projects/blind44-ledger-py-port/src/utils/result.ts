// (err, value) pairs, carried over from the Python port (`err, value = fn()`),
// so the handlers read the same as the original module by module.

export type Result<T> = [Error, null] | [null, T];

export class StateError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(`invalid request state: ${reason}`);
    this.name = 'StateError';
    this.reason = reason;
  }
}

export function ok<T>(value: T): Result<T> {
  return [null, value];
}

export function err<T = never>(error: Error | string): Result<T> {
  return [typeof error === 'string' ? new Error(error) : error, null];
}

export function is_err<T>(result: Result<T>): result is [Error, null] {
  return result[0] !== null;
}
