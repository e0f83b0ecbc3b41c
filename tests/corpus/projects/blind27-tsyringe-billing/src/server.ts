import 'reflect-metadata';
import { createServer } from 'node:http';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { container } from './di/container.js';
import { TOKENS } from './di/tokens.js';
import { registerTools, type BillingTool } from './tools/index.js';

registerTools(container);

const introspect = async (token: string) => {
  const res = await fetch(process.env.INTROSPECTION_URL!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const data = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
  if (!data.active) throw new Error('inactive token');
  return {
    token,
    clientId: data.client_id,
    scopes: data.scope.split(' '),
    expiresAt: data.exp,
    extra: { userId: data.sub },
  };
};

const auth = requireBearerAuth({ verifier: { verifyAccessToken: introspect }, requiredScopes: ['billing'] });

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'billing-mcp', version: '2.1.0' }, { capabilities: { tools: {} } });
  for (const tool of container.resolveAll<BillingTool>(TOKENS.Tools)) tool.register(server);
  return server;
});

const handler = toNodeHandler({
  async fetch(request: Request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

createServer(handler).listen(Number(process.env.PORT ?? 3000), () => {
  console.log('billing-mcp listening');
});
