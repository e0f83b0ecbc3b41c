// Request-state codec shared by the multi-round clinic tools.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export const stateCodec = createRequestStateCodec({
  key: new TextEncoder().encode(config.stateKey), // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId ?? 'anonymous'),
});

export class StaleStateError extends Error {}

export async function mintState(tool: string, payload: Record<string, unknown>, ctx) {
  return stateCodec.mint({ ...payload, tool }, ctx);
}

export async function stateFor(tool: string, ctx) {
  const state = await ctx.mcpReq.requestState();
  if (!state) return null;
  if (state.tool !== tool) throw new StaleStateError(`state belongs to ${state.tool}, not ${tool}`);
  return state;
}

export function toolError(message: string) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}
