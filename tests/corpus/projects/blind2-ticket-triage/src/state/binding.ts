import { createHash } from 'node:crypto';
import { openEnvelope, type Binding, type Envelope } from './envelope.js';

export type Refusal = { ok: false; reason: 'signature' | 'user' | 'tool' | 'args' | 'expired' };
export type Opened<T> = { ok: true; data: T } | Refusal;

/** Canonical JSON: object keys sorted, so {a,b} and {b,a} digest the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function digestArgs(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(args)).digest('hex');
}

/**
 * The one place where a state coming back from the client is accepted:
 * signature, then user, tool, arguments (when bound) and expiry.
 */
export function checkBinding<T>(env: Envelope<T> | null, expected: Binding, now: number = Date.now()): Opened<T> {
  if (!env) return { ok: false, reason: 'signature' };
  if (env.userId !== expected.userId) return { ok: false, reason: 'user' };
  if (env.tool !== expected.tool) return { ok: false, reason: 'tool' };
  if (expected.argsDigest !== undefined && env.argsDigest !== expected.argsDigest) {
    return { ok: false, reason: 'args' };
  }
  if (typeof env.exp !== 'number' || env.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, data: env.data };
}

export function openBound<T>(token: unknown, expected: Binding): Opened<T> {
  return checkBinding<T>(openEnvelope<T>(token), expected);
}
