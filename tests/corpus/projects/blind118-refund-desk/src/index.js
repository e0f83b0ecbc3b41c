// Entry point that introspects bearer tokens and serves the refund-desk MCP server.
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { registerIssueRefund } from './tools/issueRefund.js';
import { registerDraftNote } from './tools/draftNote.js';

const JWKS_INTROSPECT = process.env.AUTH_INTROSPECT_URL ?? 'http://auth.internal/introspect';

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(JWKS_INTROSPECT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (!res.ok) throw new Error('introspection failed');
    const t = await res.json();
    if (!t.active) throw new Error('token inactive');
    return { token, clientId: t.client_id, scopes: t.scope.split(' '), expiresAt: t.exp, extra: { userId: t.sub } };
  },
};

const auth = requireBearerAuth({ verifier, requiredScopes: ['refunds'] });

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'refund-desk', version: '2.1.0' }, { capabilities: { tools: {} } });
  registerIssueRefund(server);
  registerDraftNote(server);
  return server;
});

const handler = toNodeHandler({
  async fetch(request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

createServer(handler).listen(Number(process.env.PORT ?? 3000));
