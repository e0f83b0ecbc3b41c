// Computes a SHA-256 digest over a tool name and its canonically serialised call arguments.
// @ts-nocheck
import { createHash } from 'node:crypto';

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/**
 * Digest of a tool call's arguments. Not a secret and not a MAC: it goes *inside*
 * the signed payload so a confirmation only covers the exact call that was shown.
 */
export function digestArgs(tool: string, args: Record<string, unknown>): string {
  return createHash('sha256').update(tool).update('\u0000').update(canonical(args)).digest('base64url');
}
