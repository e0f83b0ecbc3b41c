import { createHash, timingSafeEqual } from 'node:crypto';

// Grab bag shared by the tools, the vault and the admin routes.

export function pick<T extends Record<string, unknown>, K extends string>(src: T | undefined, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  for (const k of keys) if (src && src[k] !== undefined) out[k] = src[k];
  return out;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Order-independent digest of plain data. */
export const digest = (value: unknown): string => createHash('sha256').update(canonical(value)).digest('hex');

const h = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Equality for values a caller must not learn by timing: both sides hashed to 32 bytes first. */
export const eq = (a: string, b: string): boolean => timingSafeEqual(h(a), h(b));

export const text = (msg: string) => ({ content: [{ type: 'text' as const, text: msg }] });

export const refuse = (msg: string) => ({ isError: true, content: [{ type: 'text' as const, text: msg }] });

export const form = (message: string, properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  method: 'elicitation/create' as const,
  params: { mode: 'form' as const, message, requestedSchema: { type: 'object' as const, properties, required } },
});
