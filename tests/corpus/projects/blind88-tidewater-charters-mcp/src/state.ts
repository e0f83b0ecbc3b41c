// Request-state codec shared by the multi-round charter tools.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export interface CharterState {
  tool: string;
  step: string;
  [field: string]: unknown;
}

const key = new TextEncoder().encode(config.stateKey);
const memberOf = (ctx) => String(ctx.http?.authInfo?.extra?.userId ?? 'anonymous');

export const stateCodec = createRequestStateCodec<CharterState>({ key, ttlSeconds: 6 * 60 * 60, bind: memberOf }); // expect: require-state-binding, no-weak-state-key

export async function resumeState(ctx, tool: string): Promise<CharterState | undefined> {
  const raw = ctx.mcpReq.requestState?.();
  if (!raw) return undefined;
  const state = await stateCodec.verify(raw, ctx);
  if (state.tool !== tool) {
    throw new Error(`requestState was issued for ${state.tool}, not ${tool}`);
  }
  return state;
}
