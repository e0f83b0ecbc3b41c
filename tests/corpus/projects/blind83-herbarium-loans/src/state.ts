// Request-state codec for the loan tools plus the checks each tool runs on the verified payload.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { env } from './env.js';

export const STATE_VERSION = 3;

export const codec = createRequestStateCodec({
  key: env.stateKey,
  ttlSeconds: 300,
  bind: (ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (!userId) throw new Error('request state is only issued to authenticated curators');
    return `curator:${userId}`;
  },
});

export function argsHash(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('base64url');
}

export function stateFor<T extends Record<string, unknown>>(tool: string, payload: T, args?: Record<string, unknown>) {
  return { ...payload, tool, v: STATE_VERSION, ...(args ? { argsHash: argsHash(args) } : {}) };
}

export function stateMatches(state, tool: string, args?: Record<string, unknown>): boolean {
  if (!state || state.v !== STATE_VERSION || state.tool !== tool) return false;
  if (args && state.argsHash !== argsHash(args)) return false;
  return true;
}
