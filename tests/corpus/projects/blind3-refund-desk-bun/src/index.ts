import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { registerRefund } from './refund';
import { lookupSession } from './sessions';

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'refund-desk', version: '0.9.3' }, { capabilities: { tools: {} } });
  registerRefund(server);
  return server;
});

const auth = requireBearerAuth({
  requiredScopes: ['refunds:write'],
  verifier: { verifyAccessToken: lookupSession },
});

Bun.serve({
  port: Number(Bun.env.PORT ?? 3000),
  async fetch(req) {
    if (new URL(req.url).pathname !== '/mcp') return new Response('not found', { status: 404 });
    const authInfo = await auth(req);
    return authInfo instanceof Response ? authInfo : mcp.fetch(req, { authInfo });
  },
});
