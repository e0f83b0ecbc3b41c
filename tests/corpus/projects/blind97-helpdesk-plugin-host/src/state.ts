// Request-state helpers handed to plugins: one codec, scoped per registered tool.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export class StateRejected extends Error {}

function principalOf(ctx): string {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (!userId) throw new StateRejected('requestState needs an authenticated user');
  return `user:${userId}`;
}

const codec = createRequestStateCodec<Record<string, unknown>>({
  key: new TextEncoder().encode(config.stateKey), // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: principalOf,
});

export interface ToolState {
  mint(payload: Record<string, unknown>, ctx): Promise<string>;
  open(ctx): Promise<Record<string, unknown> | undefined>;
}

export function stateFor(tool: string): ToolState {
  return {
    async mint(payload, ctx) {
      return codec.mint({ ...payload, tool }, ctx);
    },
    async open(ctx) {
      const raw = ctx.mcpReq.requestState();
      if (raw === undefined || raw === null || raw === '') return undefined;
      let payload;
      try {
        payload = await codec.verify(raw, ctx);
      } catch {
        throw new StateRejected('Invalid or expired requestState');
      }
      if (payload.tool !== tool) throw new StateRejected('requestState belongs to a different tool');
      return payload;
    },
  };
}
