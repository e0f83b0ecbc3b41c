// Express entry point that serves the team-drive MCP server behind user auth and pending-call redemption.
// @ts-nocheck
import express from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireUser } from './auth.js';
import { redeemPending } from './pending/middleware.js';
import { registerDeleteFolder } from './tools/deleteFolder.js';
import { registerShareItem } from './tools/shareItem.js';

function makeServer(): McpServer {
  const server = new McpServer({ name: 'team-drive', version: '1.3.0' });
  registerDeleteFolder(server);
  registerShareItem(server);
  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireUser('drive'), redeemPending(), async (req, res) => {
  const server = makeServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 3200), () => {
  console.log('team-drive MCP ready');
});
