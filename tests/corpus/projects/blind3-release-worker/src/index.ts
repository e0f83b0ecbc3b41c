import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { hexToBytes } from '@noble/hashes/utils';
import { createStateCodec } from './state';
import { registerReleaseTools } from './tools';

interface Env {
  STATE_SECRET: string; // wrangler secret put STATE_SECRET (64 hex chars)
  OAUTH_ISSUER: string;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const codec = createStateCodec(hexToBytes(env.STATE_SECRET));
    const auth = requireBearerAuth({
      requiredScopes: ['repo'],
      verifier: {
        async verifyAccessToken(token: string) {
          const res = await fetch(`${env.OAUTH_ISSUER}/user`, { headers: { authorization: `Bearer ${token}`, 'user-agent': 'release-worker' } });
          if (!res.ok) throw new Error('GitHub rejected the token');
          const user = (await res.json()) as { login: string };
          return { token, clientId: 'release-worker', scopes: ['repo'], expiresAt: Math.floor(Date.now() / 1000) + 300, extra: { userId: user.login } };
        },
      },
    });
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    const mcp = createMcpHandler(() => {
      const server = new McpServer({ name: 'release-worker', version: '1.0.0' }, { capabilities: { tools: {} } });
      registerReleaseTools(server, codec);
      return server;
    });
    return mcp.fetch(request, { authInfo });
  },
};
