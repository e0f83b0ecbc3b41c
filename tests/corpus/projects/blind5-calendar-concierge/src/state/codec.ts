import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { AppConfig } from '../config.js';

/** Anything carrying the SDK's per-request context (the handler's `ctx`). */
type HandlerCtx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export class NotSignedIn extends Error {
  constructor() {
    super('Sign in to use the calendar tools.');
  }
}

export function principalOf(ctx: HandlerCtx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new NotSignedIn();
  return userId;
}

/**
 * One codec per tool. The bind string ties every state to the tool that minted it
 * and to the signed-in user; the SDK refuses state whose bind value differs.
 */
export function codecFor<T>(config: AppConfig, tool: string) {
  return createRequestStateCodec<T & { tool: string }>({
    key: config.stateKey,
    ttlSeconds: config.stateTtlSeconds,
    bind: (ctx) => `${tool}\u0000${principalOf(ctx as HandlerCtx)}`,
  });
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** Digest of the exact arguments a confirmation was given for. Not a secret. */
export function argsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

export function invalidState() {
  return { isError: true, content: [{ type: 'text' as const, text: 'Invalid or expired requestState' }] };
}
