import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { z } from 'zod';
import { config } from './config.js';
import { cancel, CANCEL_ORDER } from './handlers/cancel.js';
import { ISSUE_REFUND, issueRefund } from './handlers/refund.js';
import { withCaller } from './handlers/kit.js';

const INTROSPECT_URL = process.env.INTROSPECT_URL ?? 'https://sso.acme.internal/oauth2/introspect';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

// Delegates to the SSO introspection endpoint; the MCP server never sees a password.
async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as Introspection;
  if (!body.active || !body.sub || !body.exp) throw new Error('inactive token');
  return {
    token,
    clientId: body.client_id ?? 'unknown',
    scopes: (body.scope ?? '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}

const buildServer = () => {
  const server = new McpServer({ name: 'refunds', version: '0.4.2' }, { capabilities: { tools: {} } });

  server.registerTool(
    ISSUE_REFUND,
    {
      description: 'Refund part or all of an order. Asks the operator to confirm first.',
      inputSchema: { orderId: z.string().min(1), amountCents: z.number().int().positive() },
      annotations: { destructiveHint: true },
    },
    withCaller('refunds:write', issueRefund),
  );

  server.registerTool(
    CANCEL_ORDER,
    {
      description: 'Cancel an order that has not shipped yet.',
      inputSchema: { orderId: z.string().min(1) },
      annotations: { destructiveHint: true },
    },
    withCaller('orders:write', cancel),
  );

  return server;
};

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: [] });

createServer(
  toNodeHandler(async (request) => {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  }),
).listen(config.port, () => {
  console.log(`refunds MCP listening on :${config.port}`);
});
