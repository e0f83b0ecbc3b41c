import 'server-only';
import { createHash } from 'node:crypto';

export const CONFIRM_TTL_MS = 5 * 60 * 1000;

export interface ConfirmationClaims {
  sub: string;
  tool: string;
  args: string;
  exp: number;
}

function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function argsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(stableStringify(args)).digest('base64url');
}

export function confirmationClaims(userId: string, tool: string, args: Record<string, unknown>): ConfirmationClaims {
  return { sub: userId, tool, args: argsDigest(args), exp: Date.now() + CONFIRM_TTL_MS };
}

export function matchesRequest(
  claims: ConfirmationClaims,
  userId: string,
  tool: string,
  args: Record<string, unknown>,
): boolean {
  return claims.sub === userId && claims.tool === tool && claims.args === argsDigest(args);
}
