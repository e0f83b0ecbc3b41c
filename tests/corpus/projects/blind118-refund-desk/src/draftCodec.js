// Creates request-state codecs bound to the calling agent and tool name.
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { loadStateKey } from './secrets.js';
import { agentOf } from './user.js';

const key = loadStateKey();

/** A codec whose state only opens for the same agent calling the same tool. */
export default function codecFor(toolName) {
  return createRequestStateCodec({
    key,
    ttlSeconds: 300,
    bind: (ctx) => `${agentOf(ctx)}\u0000${toolName}`,
  });
}
