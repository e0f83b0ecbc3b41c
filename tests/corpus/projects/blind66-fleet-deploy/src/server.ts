import http from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { env } from './env.js';
import { registerRollback } from './tools/rollback.js';
import { registerRollout } from './tools/rollout.js';

const verifier = {
  async verifyAccessToken(token: string) {
    const response = await fetch(new URL('/userinfo', env.OIDC_ISSUER), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error('token rejected by the identity provider');
    const info = (await response.json()) as { sub: string; groups?: string[] };
    return {
      token,
      clientId: 'fleet-deploy',
      scopes: info.groups?.includes('deployers') ? ['deploy'] : [],
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      extra: { userId: info.sub },
    };
  },
};

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'fleet-deploy', version: '2.0.4' }, { capabilities: { tools: {} } });
  registerRollout(server);
  registerRollback(server);
  return server;
});

const guard = requireBearerAuth({ verifier, requiredScopes: ['deploy'] });

http
  .createServer(
    toNodeHandler(async (request: Request) => {
      const authInfo = await guard(request);
      if (authInfo instanceof Response) return authInfo;
      return mcp.fetch(request, { authInfo });
    }),
  )
  .listen(env.PORT);
