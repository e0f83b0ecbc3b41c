// Wraps tool progress with who/what/when bindings before sealing, and checks them after opening.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { seal, open } from './aead.js';
import { CUSTOMS_API_VERSION } from '../customs/client.js';

export const STATE_TTL_MS = 10 * 60 * 1000;

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

export function argumentFingerprint(args: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(args))).digest('hex');
}

export function sealBound<T>(tool: string, userId: string, args: unknown, data: T, now = Date.now()): string {
  return seal({
    v: 1,
    apiVersion: CUSTOMS_API_VERSION,
    tool,
    sub: userId,
    fp: argumentFingerprint(args),
    exp: now + STATE_TTL_MS,
    data,
  });
}

export function openBound<T>(envelope: unknown, tool: string, userId: string, args: unknown, now = Date.now()): T | null {
  const state = open<{ v: number; apiVersion: string; tool: string; sub: string; fp: string; exp: number; data: T }>(envelope);
  if (!state || state.v !== 1) return null;
  if (state.tool !== tool || state.sub !== userId) return null;
  if (typeof state.exp !== 'number' || state.exp <= now || state.exp > now + STATE_TTL_MS) return null;
  if (state.fp !== argumentFingerprint(args)) return null;
  if (state.apiVersion !== CUSTOMS_API_VERSION) return null;
  return state.data;
}
