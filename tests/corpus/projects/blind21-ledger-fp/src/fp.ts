// Tiny functional toolkit. We deliberately avoid fp-ts to keep the bundle small.

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = string> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E = string>(error: E): Err<E> => ({ ok: false, error });

export const map =
  <T, U>(f: (t: T) => U) =>
  <E>(r: Result<T, E>): Result<U, E> =>
    r.ok ? ok(f(r.value)) : r;

export const chain =
  <T, U, E>(f: (t: T) => Result<U, E>) =>
  (r: Result<T, E>): Result<U, E> =>
    r.ok ? f(r.value) : r;

export const mapErr =
  <E, F>(f: (e: E) => F) =>
  <T>(r: Result<T, E>): Result<T, F> =>
    r.ok ? r : err(f(r.error));

export const fold =
  <T, E, R>(onErr: (e: E) => R, onOk: (t: T) => R) =>
  (r: Result<T, E>): R =>
    r.ok ? onOk(r.value) : onErr(r.error);

export const tryCatch = <T>(f: () => T, onThrow: (e: unknown) => string = String): Result<T> => {
  try {
    return ok(f());
  } catch (e) {
    return err(onThrow(e));
  }
};

export const fromNullable =
  (error: string) =>
  <T>(v: T | null | undefined): Result<T> =>
    v == null ? err(error) : ok(v);

export function pipe<A>(a: A): A;
export function pipe<A, B>(a: A, ab: (a: A) => B): B;
export function pipe<A, B, C>(a: A, ab: (a: A) => B, bc: (b: B) => C): C;
export function pipe<A, B, C, D>(a: A, ab: (a: A) => B, bc: (b: B) => C, cd: (c: C) => D): D;
export function pipe<A, B, C, D, E>(a: A, ab: (a: A) => B, bc: (b: B) => C, cd: (c: C) => D, de: (d: D) => E): E;
export function pipe(a: unknown, ...fns: Array<(x: unknown) => unknown>): unknown {
  return fns.reduce((acc, fn) => fn(acc), a);
}

export function flow<A extends unknown[], B>(ab: (...a: A) => B): (...a: A) => B;
export function flow<A extends unknown[], B, C>(ab: (...a: A) => B, bc: (b: B) => C): (...a: A) => C;
export function flow<A extends unknown[], B, C, D>(ab: (...a: A) => B, bc: (b: B) => C, cd: (c: C) => D): (...a: A) => D;
export function flow(first: (...a: unknown[]) => unknown, ...rest: Array<(x: unknown) => unknown>) {
  return (...args: unknown[]) => rest.reduce((acc, fn) => fn(acc), first(...args));
}
