import { type RequestStateCodec, createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './key.js';
import type { RolloutState } from './types.js';

export type RolloutCodec = RequestStateCodec<RolloutState>;

/**
 * One codec for every tool: the payload carries the tool name, and
 * `isStateFor` refuses another tool's state in each handler.
 */
export const rolloutCodec: RolloutCodec = createRequestStateCodec<RolloutState>({
  key: stateKey(), // expect: no-weak-state-key
  ttlSeconds: 600,
  // tie the state to the agent that asked, and to tools/call
  bind: (ctx) => `${ctx.mcpReq.method}\0${ctx.http?.authInfo?.clientId ?? 'stdio'}`, // expect: require-state-binding
});
