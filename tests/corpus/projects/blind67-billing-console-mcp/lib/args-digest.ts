import { createHash } from 'node:crypto';

// A stable fingerprint of a tool call's arguments: keys sorted at every level, so the
// same arguments in another order give the same digest. Nothing secret goes in.

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function argsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(canonical(args))).digest('base64url');
}
