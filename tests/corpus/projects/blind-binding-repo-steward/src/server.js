// Models the repo-steward MCP endpoint: SDK 2.x handler behind bearer auth, one McpServer per request.
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { registerProtectBranch } from './tools/protectBranch.js';
import { registerTransferRepo, registerInviteCollaborator } from './tools/ownership.js';

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'repo-steward', version: '0.5.3' }, { capabilities: { tools: {} } });
  registerProtectBranch(server);
  registerTransferRepo(server);
  registerInviteCollaborator(server);
  return server;
});

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch('https://api.github.com/user', { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error('GitHub rejected the token');
    const user = await res.json();
    const scopes = (res.headers.get('x-oauth-scopes') ?? '').split(',').map(s => s.trim()).filter(Boolean);
    return { token, clientId: 'github', scopes, expiresAt: Math.floor(Date.now() / 1000) + 300, extra: { githubLogin: user.login } };
  },
};

const auth = requireBearerAuth({ verifier, requiredScopes: ['repo'] });

createServer(
  toNodeHandler({
    async fetch(request) {
      const authInfo = await auth(request);
      if (authInfo instanceof Response) return authInfo;
      return mcp.fetch(request, { authInfo });
    },
  }),
).listen(Number(process.env.PORT ?? 8787));
