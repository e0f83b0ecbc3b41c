import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth, type OAuthTokenVerifier } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { assertSecrets } from './secrets.js';
import { createAtlasServer } from './server.js';
import { onHookStatus, onWikiHook } from './hooks.js';

assertSecrets();

const { ATLAS_ISSUER: issuer = 'https://sso.atlas.internal', PORT: port = '8484' } = process.env;

const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token) {
    const res = await fetch(`${issuer}/oauth2/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`userinfo: ${res.status}`);
    const { sub, azp: clientId = 'unknown', scope = '', exp } = (await res.json()) as Record<string, string | number | undefined>;
    if (typeof sub !== 'string' || typeof exp !== 'number') throw new Error('userinfo without sub/exp');
    return { token, clientId: String(clientId), scopes: String(scope).split(' ').filter(Boolean), expiresAt: exp, extra: { userId: sub } };
  },
};

if (process.argv[2] === 'stdio') {
  await createAtlasServer().connect(new StdioServerTransport());
} else {
  const auth = requireBearerAuth({ verifier, requiredScopes: ['kb:write'] });
  const mcp = toNodeHandler({
    async fetch(request: Request) {
      const authInfo = await auth(request);
      return authInfo instanceof Response ? authInfo : createMcpHandler(createAtlasServer).fetch(request, { authInfo });
    },
  });
  const routes: Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown> = {
    'POST /hooks/wiki': onWikiHook,
    'GET /hooks/wiki/status': onHookStatus,
  };
  createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const route = routes[`${req.method} ${pathname}`] ?? (pathname === '/mcp' ? mcp : undefined);
    if (!route) return void res.writeHead(404).end();
    Promise.resolve(route(req, res)).catch((err: { status?: number }) => {
      if (!res.headersSent) res.writeHead(err.status ?? 500).end();
    });
  }).listen(Number(port), () => console.error(`atlas-kb on :${port}`));
}
