import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '../config.js';
import { stateKey } from '../secrets/state-key.js';
import { requireUserId } from '../tools/context.js';

export type ToolName = 'merge_contacts' | 'export_notes';

/**
 * Every payload names the tool that minted it (the SDK's context has no tool name, so the codec
 * cannot bind it); each handler compares it with its own. The user is bound by `bind` below.
 */
export interface BoundState {
  tool: ToolName;
  [field: string]: unknown;
}

export async function createStateCodec() {
  return createRequestStateCodec<BoundState>({
    key: await stateKey(),
    ttlSeconds: config.get('state.ttlSeconds'),
    bind: (ctx) => `user:${requireUserId(ctx)}`,
  });
}

export type StateCodec = Awaited<ReturnType<typeof createStateCodec>>;
