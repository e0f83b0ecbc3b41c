import { createRequestStateCodec } from '@modelcontextprotocol/server';
import config from '../config.js';

/**
 * Signed request state. `bind` ties every state to the authenticated user and
 * the JSON-RPC method; the tool name and an argument digest live in the payload
 * and are checked by each tool.
 */
export function createStateCodec({ key = config.state.key, ttlSeconds = config.state.ttlSeconds } = {}) {
  return createRequestStateCodec({
    key,
    ttlSeconds,
    bind: (ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) {
        throw new Error('request state requires an authenticated user');
      }
      return `${userId}\n${ctx.mcpReq.method}`;
    },
  });
}
