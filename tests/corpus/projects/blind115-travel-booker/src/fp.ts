// Functional helpers: Option, compose, record, pick and byId.
// @ts-nocheck
export type Option<T> = T | undefined;

export const compose =
  <A, B, C>(g: (b: B) => C, f: (a: A) => B) =>
  (a: A): C =>
    g(f(a));

export const record = <T extends object>(fields: T): Readonly<T> => Object.freeze({ ...fields });

export const pick =
  <T, K extends keyof T>(...keys: K[]) =>
  (obj: T): Pick<T, K> =>
    keys.reduce((acc, k) => ({ ...acc, [k]: obj[k] }), {} as Pick<T, K>);

export const byId =
  <T extends { id: string }>(id: string) =>
  (items: readonly T[]): Option<T> =>
    items.find((i) => i.id === id);

export const memoAsync = <T>(load: () => Promise<{ value: T; ttlMs: number }>) => {
  let cached: Option<{ value: T; until: number }>;
  return async (): Promise<T> => {
    if (cached && cached.until > Date.now()) return cached.value;
    const { value, ttlMs } = await load();
    cached = { value, until: Date.now() + ttlMs };
    return value;
  };
};
