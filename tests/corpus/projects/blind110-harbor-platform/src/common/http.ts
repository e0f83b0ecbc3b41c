// Shared Express HTTP host that checks bearer tokens against the identity provider and serves an MCP server.
// @ts-nocheck
import express from 'express';
import { randomUUID } from 'crypto';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';

const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token) {
    const res = await fetch(`${process.env.HARBOR_IDP_URL}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error('invalid token');
    const info = (await res.json()) as { sub: string; azp: string; scope: string; exp: number };
    return { token, clientId: info.azp, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

export function serveHttp(makeServer: () => Server, port: number): void {
  const app = express();
  app.use(express.json({ limit: '1mb' }));
  app.post('/mcp', requireBearerAuth({ verifier }), async (req, res) => {
    const server = makeServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  app.listen(port, () => console.log(`[harbor] ${randomUUID().slice(0, 8)} listening on ${port}`));
}
