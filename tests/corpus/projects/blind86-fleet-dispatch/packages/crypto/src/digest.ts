// Canonical SHA-256 fingerprint of tool arguments, used to tie a confirmation to one exact call.
// @ts-nocheck
import { createHash } from 'node:crypto';

function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
}

export function argsDigest(args: unknown): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}
