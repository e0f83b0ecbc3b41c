// Entry point (ledger_mcp/__main__.py). Streamable HTTP behind bearer auth, one
// stateless transport per request, the way the Python server ran under uvicorn.
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';

import { HTTP_PORT, REQUIRED_SCOPES, SERVER_NAME, SERVER_VERSION, TOOL_ISSUE_CREDIT_NOTE, TOOL_VOID_INVOICE } from './constants.js';
import { handle_issue_credit_note } from './handlers/issue_credit_note.js';
import { handle_void_invoice } from './handlers/void_invoice.js';
import type { HandlerExtra, RoundParams } from './protocol.js';

type Handler = (params: RoundParams, extra: HandlerExtra) => Promise<unknown>;

const TOOLS = [
  {
    name: TOOL_VOID_INVOICE,
    description: 'Void an open invoice. Asks the user to confirm first.',
    inputSchema: {
      type: 'object',
      properties: {
        invoice_id: { type: 'string', description: 'Billing invoice id (inv_...)' },
        reason: { type: 'string', description: 'Shown on the voided invoice' },
      },
      required: ['invoice_id'],
    },
    annotations: { destructiveHint: true, idempotentHint: true },
  },
  {
    name: TOOL_ISSUE_CREDIT_NOTE,
    description: 'Issue a credit note against an invoice. Asks the user to confirm first.',
    inputSchema: {
      type: 'object',
      properties: {
        invoice_id: { type: 'string' },
        amount_cents: { type: 'integer', minimum: 1 },
        memo: { type: 'string' },
      },
      required: ['invoice_id', 'amount_cents'],
    },
    annotations: { destructiveHint: false },
  },
];

const HANDLERS: Record<string, Handler> = {
  [TOOL_VOID_INVOICE]: handle_void_invoice,
  [TOOL_ISSUE_CREDIT_NOTE]: handle_issue_credit_note,
};

function build_server(): Server {
  const server = new Server({ name: SERVER_NAME, version: SERVER_VERSION }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = HANDLERS[request.params.name];
    if (!handler) throw new McpError(ErrorCode.InvalidParams, `unknown tool: ${request.params.name}`);
    return (await handler(request.params as RoundParams, extra as HandlerExtra)) as never;
  });

  return server;
}

// Tokens are opaque; the identity provider introspects them (RFC 7662).
const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(process.env.INTROSPECTION_URL ?? 'https://id.example.com/oauth2/introspect', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${process.env.INTROSPECTION_CLIENT_ID}:${process.env.INTROSPECTION_CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    const body = (await res.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
    if (!body.active || !body.sub || !body.exp) throw new Error('inactive token');
    return {
      token,
      clientId: body.client_id ?? 'unknown',
      scopes: (body.scope ?? '').split(' ').filter(Boolean),
      expiresAt: body.exp,
      extra: { user_id: body.sub },
    };
  },
};

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: REQUIRED_SCOPES }), async (req, res) => {
  const server = build_server();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(HTTP_PORT, () => {
  console.log(`${SERVER_NAME} ${SERVER_VERSION} listening on :${HTTP_PORT}`);
});
