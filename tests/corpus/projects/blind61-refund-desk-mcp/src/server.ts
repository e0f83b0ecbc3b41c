import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { PORT } from './config.js';
import { registerFindOrders } from './tools/find-orders.js';
import { registerRefund } from './tools/refund.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'refund-desk', version: '0.6.2' },
    { capabilities: { tools: {} }, instructions: 'Support desk tools: find orders, issue confirmed refunds.' },
  );
  registerFindOrders(server);
  registerRefund(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier, requiredScopes: ['desk:refunds'] });

createServer(async (req, res) => {
  if (req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });

  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });

  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(PORT, () => console.log(`refund-desk MCP on :${PORT}/mcp`));
