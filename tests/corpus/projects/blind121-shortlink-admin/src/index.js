// HTTP entry point that registers the shortlink tools and serves the MCP server behind bearer auth.
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import * as tools from './tools/index.js';

const GATEWAY_JWKS = process.env.GATEWAY_INTROSPECT ?? 'http://sso-gateway.internal/introspect';

function buildServer() {
  const server = new McpServer({ name: 'shortlink-admin', version: '0.9.0' }, { capabilities: { tools: {} } });
  for (const tool of Object.values(tools)) server.registerTool(tool.name, tool.config, tool.handler);
  return server;
}

const auth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(GATEWAY_JWKS, { method: 'POST', body: new URLSearchParams({ token }) });
      const info = await res.json();
      if (!info.active) throw new Error('inactive');
      return { token, clientId: info.client_id, scopes: ['links'], expiresAt: info.exp, extra: { userId: info.username } };
    },
  },
  requiredScopes: ['links'],
});

const mcp = createMcpHandler(buildServer);
const handleNode = toNodeHandler({
  async fetch(request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

createServer(handleNode).listen(Number(process.env.PORT ?? 8080));
