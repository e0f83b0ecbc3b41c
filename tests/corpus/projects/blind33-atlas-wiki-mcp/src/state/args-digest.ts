import { createHash } from 'node:crypto';

// Canonical JSON (sorted keys, no undefined) so that { a, b } and { b, a } digest alike.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) out[key] = canonical(item);
    }
    return out;
  }
  return value;
}

/** Digest of a tool call's arguments; public data, used to pin a confirmation to one call. */
export function digestArgs(args: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(canonical(args))).digest('base64url');
}
