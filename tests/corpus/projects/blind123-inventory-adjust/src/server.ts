// HTTP entry point that builds the inventory MCP server with a state verify hook behind bearer auth.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { vault } from './state/index.js';
import { userIdFrom } from './identity.js';
import { registerAdjustStock } from './tools/adjustStock.js';
import { registerTransferStock } from './tools/transferStock.js';
import { verifyAccessToken } from './tokens.js';

function newServer(): McpServer {
  const server = new McpServer(
    { name: 'inventory-adjust', version: '1.2.0' },
    {
      capabilities: { tools: {} },
      // decrypt + authenticate every incoming requestState before a handler sees it;
      // a throw here reaches the client as -32602 "Invalid or expired requestState"
      requestState: { verify: async (state: string, ctx) => vault.open(state, userIdFrom(ctx)) },
    },
  );
  registerAdjustStock(server);
  registerTransferStock(server);
  return server;
}

const handler = createMcpHandler(newServer);
const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['inventory:write'] });

createServer(async (req, res) => {
  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: req.headers as HeadersInit,
    body: req.method === 'POST' ? Buffer.concat(body) : undefined,
  });
  const auth = await bearer(request);
  const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 3100));
