// Computes a SHA-256 digest over a key-sorted JSON rendering of tool arguments.
// @ts-nocheck
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** sha256 over a key-sorted JSON rendering; used to pin the exact arguments. */
export const argsDigest = (args: unknown): string =>
  createHash('sha256').update(JSON.stringify(canonical(args))).digest('base64url');
