// requestState codec for the MCP tools: the SDK codec keyed from the configured seed and bound to the signed-in user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { env } from './env.ts';

const encoder = new TextEncoder();
const key = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(env.stateSeed)));

export const principalOf = (ctx): string | null => ctx.http?.authInfo?.extra?.userId ?? null;

export const codec = createRequestStateCodec({
  key, // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: (ctx) => `user:${principalOf(ctx) ?? 'anonymous'}`,
});

export function mintFor(tool: string, payload: Record<string, unknown>, ctx) {
  return codec.mint({ ...payload, tool }, ctx);
}

export function stateFor(tool: string, ctx) {
  const state = ctx.mcpReq.requestState();
  if (!state) return null;
  if (state.tool !== tool) throw new Error(`This answer was issued for ${state.tool}, not ${tool}.`);
  return state;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function fingerprint(value: unknown): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(canonical(value))));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
