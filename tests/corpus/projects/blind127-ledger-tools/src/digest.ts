// Computes a canonical SHA-256 digest of tool arguments.
// @ts-nocheck
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort()
        .map((k) => [k, canonical(obj[k])]),
    );
  }
  return value;
}

/** Stable digest of tool arguments, so a confirmation cannot be replayed for other arguments. */
export function argsDigest(args: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(args))).digest('base64url');
}
