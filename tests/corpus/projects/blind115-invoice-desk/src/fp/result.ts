// A small Result type with ok/err constructors and combinators.
// @ts-nocheck
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = string> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => Object.freeze({ ok: true as const, value });
export const err = <E>(error: E): Err<E> => Object.freeze({ ok: false as const, error });

export const map =
  <T, U>(f: (t: T) => U) =>
  <E>(r: Result<T, E>): Result<U, E> =>
    r.ok ? ok(f(r.value)) : r;

export const chain =
  <T, U, E>(f: (t: T) => Result<U, E>) =>
  (r: Result<T, E>): Result<U, E> =>
    r.ok ? f(r.value) : r;

export const fold =
  <T, E, R>(onErr: (e: E) => R, onOk: (t: T) => R) =>
  (r: Result<T, E>): R =>
    r.ok ? onOk(r.value) : onErr(r.error);

export const attempt = <T>(thunk: () => T, label: string): Result<T, string> => {
  try {
    return ok(thunk());
  } catch {
    return err(label);
  }
};
