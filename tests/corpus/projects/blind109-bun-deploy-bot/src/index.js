// Bun HTTP entry point that authenticates /mcp requests and serves a fresh MCP server for each one.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { authenticate } from './auth.js';
import { createServer } from './server.js';

const port = Number(Bun.env.PORT ?? 3000);

Bun.serve({
  port,
  async fetch(req) {
    const { pathname } = new URL(req.url);
    if (pathname !== '/mcp') return new Response('Not found', { status: 404 });

    const authInfo = await authenticate(req);
    if (!authInfo) {
      return new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': 'Bearer' } });
    }

    // Stateless: one server + transport per request.
    const server = createServer();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    return transport.handleRequest(req, { authInfo });
  },
});

console.log(`deploy-bot MCP listening on :${port}/mcp`);
