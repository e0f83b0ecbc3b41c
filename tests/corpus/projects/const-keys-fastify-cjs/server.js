// Fastify entry of the CommonJS server: SDK 1.x tools that seal with ./lib/round-state.js.
const Fastify = require('fastify');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { z } = require('zod');
const { port } = require('./lib/config');
const { openRound, sealRound } = require('./lib/round-state');

function buildServer() {
  const server = new McpServer({ name: 'backups', version: '1.1.0' });
  server.registerTool('restore_backup', { inputSchema: { backupId: z.string() } }, async ({ backupId }, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    const token = extra._meta?.requestState;
    const state = token ? openRound(token, userId, 'restore_backup') : null;
    if (!state) return { resultType: 'input_required', inputRequests: {}, requestState: sealRound({ backupId }, userId, 'restore_backup') };
    return { content: [{ type: 'text', text: `Restored ${state.backupId}` }] };
  });
  return server;
}

const app = Fastify();
app.post('/mcp', async (request, reply) => {
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  await buildServer().connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});
app.listen({ port });
