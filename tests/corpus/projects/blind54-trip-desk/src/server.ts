import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { config } from './config.js';
import { sendFetchResponse, toFetchRequest } from './http.js';
import { registerBooking } from './tools/booking.js';
import { registerCancellation } from './tools/cancel.js';
import { registerFareSearch } from './tools/fares.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'trip-desk', version: '0.7.2' },
    { capabilities: { tools: {} }, instructions: 'Agency desk tools. Prices are in the fare currency.' },
  );
  registerFareSearch(server);
  registerBooking(server);
  registerCancellation(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['desk:trips'] });

const http = createServer(async (req, res) => {
  try {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = await toFetchRequest(req, config.publicUrl);
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) {
      await sendFetchResponse(res, authInfo);
      return;
    }
    await sendFetchResponse(res, await mcp.fetch(request, { authInfo }));
  } catch (err) {
    console.error('[trip-desk] request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

http.listen(config.port, () => {
  console.log(`[trip-desk] MCP endpoint on ${config.publicUrl}/mcp`);
});
