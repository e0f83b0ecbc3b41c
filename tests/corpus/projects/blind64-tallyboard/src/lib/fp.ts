// The few combinators we use instead of pulling in a library.

export function pipe<A>(a: A): A;
export function pipe<A, B>(a: A, ab: (a: A) => B): B;
export function pipe<A, B, C>(a: A, ab: (a: A) => B, bc: (b: B) => C): C;
export function pipe<A, B, C, D>(a: A, ab: (a: A) => B, bc: (b: B) => C, cd: (c: C) => D): D;
export function pipe(a: unknown, ...fns: Array<(x: unknown) => unknown>): unknown {
  return fns.reduce((acc, fn) => fn(acc), a);
}

export const tap =
  <T>(fn: (value: T) => void) =>
  (value: T): T => {
    fn(value);
    return value;
  };

export function pick<T extends object, K extends keyof T>(src: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((k) => src[k] !== undefined).map((k) => [k, src[k]])) as Pick<T, K>;
}

export const merge = <A extends object, B extends object>(a: A, b: B): A & B => Object.assign({}, a, b);
