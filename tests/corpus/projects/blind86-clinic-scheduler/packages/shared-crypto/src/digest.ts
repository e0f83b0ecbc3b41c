// Stable SHA-256 fingerprint of a tool's arguments (sorted keys), used to tie a confirmation to one exact request.
// @ts-nocheck
import { createHash } from 'node:crypto';

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

export function fingerprintArgs(toolName: string, args: unknown): string {
  return createHash('sha256').update(toolName).update('\u0000').update(JSON.stringify(stable(args))).digest('base64url');
}
