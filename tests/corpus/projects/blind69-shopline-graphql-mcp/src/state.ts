// Signed requestState for Shopline tools: one SDK codec per tool, bound to the caller and the tool name.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_TTL_SECONDS = 600;

export function callerId(ctx): string {
  const sub = ctx.http?.authInfo?.extra?.userId;
  if (typeof sub !== 'string' || sub.length === 0) throw new Error('an authenticated user is required');
  return sub;
}

export function createStateCodecs(key: Uint8Array) {
  if (!(key instanceof Uint8Array) || key.byteLength < 32) {
    throw new Error('state key must be at least 32 bytes');
  }
  const byTool = new Map();
  return function codecFor(tool: string) {
    let codec = byTool.get(tool);
    if (!codec) {
      codec = createRequestStateCodec({
        key,
        ttlSeconds: STATE_TTL_SECONDS,
        bind: (ctx) => `${callerId(ctx)}\u0000${tool}`,
      });
      byTool.set(tool, codec);
    }
    return codec;
  };
}

export async function verifiedState(codecFor, tool: string, ctx) {
  const raw = ctx.mcpReq.requestState();
  if (raw === undefined || raw === null) return undefined;
  return codecFor(tool).verify(raw, ctx);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function digestArgs(args: unknown): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}
