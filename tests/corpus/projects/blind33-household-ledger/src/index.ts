import express from 'express';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { createLedgerServer } from './dispatch.js';

const AUTH_URL = process.env.LEDGER_AUTH_URL ?? 'http://127.0.0.1:7310';

// Tokens are issued by the household's Authelia instance; we ask it who they belong to.
const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(`${AUTH_URL}/api/oidc/introspection`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = (await res.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
    if (!info.active || !info.sub) throw new Error('inactive token');
    return {
      token,
      clientId: info.client_id ?? 'ledger',
      scopes: (info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['ledger'] }), async (req, res) => {
  const server = createLedgerServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const port = Number(process.env.PORT ?? 7300);
app.listen(port, () => console.log(`household-ledger MCP on :${port}/mcp`));
