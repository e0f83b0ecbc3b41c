// One SDK codec for every plugin. The verify hook in main.ts refuses any state
// this codec did not mint for the same user; the tool is carried in the payload
// and compared by readOwnState() because the SDK context has no tool name.
import { createRequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import { loadStateKey } from '../secrets.js';
import { STATE_TTL_SECONDS } from '../config.js';

export interface PluginState {
  tool: string;
  [field: string]: unknown;
}

function userBinding(ctx: ServerContext): string {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    // clientId names the MCP host app, shared by all its users: never bind to it
    throw new Error(`token from client ${auth?.clientId ?? '?'} carries no user`);
  }
  return userId;
}

export const stateCodec = createRequestStateCodec<PluginState>({
  key: await loadStateKey(),
  ttlSeconds: STATE_TTL_SECONDS,
  bind: userBinding,
});

export class ForeignStateError extends Error {
  constructor(readonly field: string) {
    super(`requestState does not belong to this call (${field})`);
  }
}

/** The verified payload if this round carries one minted by `tool`; throws for another tool's state. */
export function readOwnState<T extends PluginState>(ctx: ServerContext, tool: string): T | undefined {
  const state = ctx.mcpReq.requestState<T>();
  if (state === undefined) return undefined;
  if (state.tool !== tool) throw new ForeignStateError('tool');
  return state;
}
