import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so {a,b} and {b,a} digest the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** Digest of a tool call's arguments; bound into every state we seal. */
export function argsDigest(args: unknown): string {
  return createHash('sha256').update(canonicalJson(args ?? {})).digest('base64url');
}

/** Content hash of a public document, used to skip no-op update notifications. */
export function etagOf(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 32);
}
