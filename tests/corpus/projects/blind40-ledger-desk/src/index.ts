import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { container } from './inversify.config.js';
import { ToolDispatcher } from './tools/dispatcher.js';

const dispatcher = new ToolDispatcher(container);

function buildServer(): Server {
  const server = new Server({ name: 'ledger-desk', version: '1.3.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: dispatcher.list() }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => dispatcher.dispatch(request, extra) as never);
  return server;
}

/** Opaque tokens from the finance SSO, checked with RFC 7662 introspection. */
const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(process.env.INTROSPECTION_URL!, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${process.env.INTROSPECTION_CLIENT_ID}:${process.env.INTROSPECTION_CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    const info = (await res.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
    if (!info.active || !info.sub) throw new Error('inactive token');
    return {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes: info.scope?.split(' ') ?? [],
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['ledger'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 3100), () => {
  console.log('ledger-desk MCP listening');
});
