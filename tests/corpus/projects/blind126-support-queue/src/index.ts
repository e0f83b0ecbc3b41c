// Starts the support-queue MCP HTTP server with bearer auth and ticket tools.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { registerAssignTicket } from './tools/assignTicket.js';
import { registerCloseTickets } from './tools/closeTickets.js';
import { verifyAccessToken } from './tokens.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'support-queue', version: '0.4.1' },
    { capabilities: { tools: {} } },
  );
  registerAssignTicket(server);
  registerCloseTickets(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['tickets:write'] });

const httpServer = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});

httpServer.listen(config.port, () => {
  const addr = httpServer.address();
  console.error(`support-queue listening on ${typeof addr === 'object' && addr ? addr.port : addr}`);
});
