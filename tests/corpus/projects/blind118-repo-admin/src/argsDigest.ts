// Canonicalises tool arguments to sorted JSON and hashes them with SHA-256.
// @ts-nocheck
import { createHash } from 'node:crypto';

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Digest of the exact arguments, so a confirmation can't be reused for other ones. Not a secret. */
export function argsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}
