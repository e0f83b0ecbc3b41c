// Computes a canonical SHA-256 digest of a tool's arguments and compares digests in constant time.
// @ts-nocheck
import { createHash, timingSafeEqual } from 'node:crypto';

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

export function argsDigest(tool: string, args: unknown): string {
  return createHash('sha256').update(JSON.stringify([tool, canonical(args)])).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
