// Models @modelcontextprotocol/server 2.x codecs created with a literal key, an env key with a 'changeme' fallback, and a properly loaded key.
// @ts-nocheck
import { McpServer, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const bindUser = (ctx) => String(ctx.http?.authInfo?.extra?.userId);

export const devCodec = createRequestStateCodec({
  key: 'local-dev-state-key', // expect: no-weak-state-key
  bind: bindUser,
});

export const stagingCodec = createRequestStateCodec({ key: process.env.STAGING_STATE_KEY ?? 'changeme', bind: bindUser }); // expect: no-weak-state-key

const stateKey = process.env.MCP_STATE_KEY;
if (!stateKey || Buffer.from(stateKey, 'base64').length < 32) {
  throw new Error('MCP_STATE_KEY must hold at least 32 random bytes (openssl rand -base64 32)');
}
export const codec = createRequestStateCodec({ key: Buffer.from(stateKey, 'base64'), bind: bindUser, ttlSeconds: 300 });

const hexKey = 'a3f1c9e07b2d4856';
export const legacyCodec = createRequestStateCodec({ key: Buffer.from(hexKey, 'hex'), bind: bindUser }); // expect: no-weak-state-key

export function createServer(): McpServer {
  const server = new McpServer({ name: 'notes', version: '0.1.0' }, { capabilities: { tools: {} }, requestState: { verify: codec.verify } });
  server.registerTool('archive_note', { description: 'Archive a note', inputSchema: z.object({ noteId: z.string() }) }, async ({ noteId }, ctx) => {
    if (!ctx.mcpReq.requestState()) {
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Archive ${noteId}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
        requestState: await codec.mint({ noteId }, ctx),
      });
    }
    return { content: [{ type: 'text', text: `Archived ${noteId}` }] };
  });
  return server;
}
