import http from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { registerPurge } from './tools/purge.js';
import { registerSync } from './tools/sync.js';

const issuer = new URL(process.env.NOTES_OIDC_ISSUER ?? 'https://login.acme.net');

const verifier = {
  async verifyAccessToken(token: string) {
    const response = await fetch(new URL('/oauth2/introspect', issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    const info = (await response.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
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

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'notes-sync', version: '2.1.3' }, { capabilities: { tools: {} } });
  registerSync(server);
  registerPurge(server);
  return server;
});

const guard = requireBearerAuth({ verifier, requiredScopes: ['notes'] });

http
  .createServer(
    toNodeHandler(async (request: Request) => {
      const authInfo = await guard(request);
      if (authInfo instanceof Response) return authInfo;
      return mcp.fetch(request, { authInfo });
    }),
  )
  .listen(Number(process.env.PORT ?? 8080));
