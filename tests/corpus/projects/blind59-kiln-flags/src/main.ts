import { createServer } from 'node:http';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { createMcpHandler, requireBearerAuth, type OAuthTokenVerifier } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { FlagApi } from './flags/api.js';
import { buildServer } from './server.js';

const api = new FlagApi();

const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token) {
    const res = await fetch(new URL('/oauth/userinfo', process.env.KILN_AUTH_URL ?? 'https://sso.internal'), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`userinfo ${res.status}`);
    const { sub, scope = '', exp } = (await res.json()) as { sub: string; scope?: string; exp: number };
    return { token, clientId: 'kiln-assistant', scopes: scope.split(' ').filter(Boolean), expiresAt: exp, extra: { userId: sub } };
  },
};

if (process.argv.includes('--stdio')) {
  await buildServer(api).connect(new StdioServerTransport());
} else {
  const auth = requireBearerAuth({ verifier, requiredScopes: ['flags:write'] });
  const handler = createMcpHandler(() => buildServer(api));
  const port = Number(process.env.PORT ?? 8080);
  createServer(
    toNodeHandler({
      async fetch(request: Request) {
        const authInfo = await auth(request);
        return authInfo instanceof Response ? authInfo : handler.fetch(request, { authInfo });
      },
    }),
  ).listen(port, () => console.error(`kiln-flags-mcp on :${port}`));
}
