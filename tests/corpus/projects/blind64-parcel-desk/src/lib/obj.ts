// Object helpers. Used all over: request bodies, log fields, carrier payloads.

export function pick<T extends object, K extends keyof T>(src: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) {
    if (src[k] !== undefined) out[k] = src[k];
  }
  return out;
}

export function omit<T extends object, K extends keyof T>(src: T, keys: readonly K[]): Omit<T, K> {
  const out: Partial<T> = { ...src };
  for (const k of keys) delete out[k];
  return out as Omit<T, K>;
}

export const merge = <A extends object, B extends object>(a: A, b: B): A & B => ({ ...a, ...b });
