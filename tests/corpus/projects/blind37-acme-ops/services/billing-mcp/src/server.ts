import { randomUUID } from 'node:crypto';
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { REFUND_TOOL, handleRefund, type RefundParams } from './refund.js';

const INTROSPECTION_URL = process.env.ACME_IDP_INTROSPECTION_URL ?? 'https://id.acme.internal/oauth2/introspect';

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(INTROSPECTION_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${process.env.BILLING_MCP_CLIENT_ID}:${process.env.BILLING_MCP_CLIENT_SECRET}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  const info = (await res.json()) as { active: boolean; sub?: string; client_id: string; scope?: string; exp?: number };
  if (!info.active || !info.sub) throw new Error('inactive token');
  return { token, clientId: info.client_id, scopes: info.scope?.split(' ') ?? [], expiresAt: info.exp, extra: { userId: info.sub } };
}

function createBillingServer(): Server {
  const server = new Server({ name: 'acme-billing', version: '1.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [REFUND_TOOL] }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    if (request.params.name === REFUND_TOOL.name) {
      return handleRefund(request.params as RefundParams, extra);
    }
    return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post(
  '/mcp',
  requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['billing:refund'] }),
  async (req, res) => {
    const server = createBillingServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  },
);

app.get('/healthz', (_req, res) => res.json({ ok: true, instance: randomUUID() }));

app.listen(Number(process.env.PORT ?? 8081), () => console.log('billing-mcp up'));
