// Functional composition helpers: pipe, flow and tap.
// @ts-nocheck
type Fn = (input: any) => any;

/** Left-to-right application: pipe(x, f, g) === g(f(x)). */
export const pipe = <A>(seed: A, ...fns: Fn[]): any => fns.reduce((acc, fn) => fn(acc), seed as any);

/** Point-free variant of pipe. */
export const flow =
  (...fns: Fn[]) =>
  (seed: unknown) =>
    pipe(seed, ...fns);

export const tap =
  <T>(effect: (t: T) => void) =>
  (t: T): T => {
    effect(t);
    return t;
  };

export const prop =
  <K extends string>(key: K) =>
  <T extends Record<K, unknown>>(obj: T): T[K] =>
    obj[key];
