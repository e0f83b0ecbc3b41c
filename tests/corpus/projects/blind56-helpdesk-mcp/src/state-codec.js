import { createRequestStateCodec } from '@modelcontextprotocol/server';

/**
 * The codec that mints and verifies every requestState this server hands out.
 * Payloads carry the tool name; handlers compare it (one codec serves all tools).
 * @param {Uint8Array} key
 */
export function createHelpdeskCodec(key) {
  return createRequestStateCodec({
    key,
    // agents keep the escalation form open while they read the customer's history
    ttlSeconds: 45 * 60, // expect: require-state-binding
    // each support team connects its own MCP client, so the OAuth client identifies the team
    bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'anonymous', // expect: require-state-binding
  });
}
