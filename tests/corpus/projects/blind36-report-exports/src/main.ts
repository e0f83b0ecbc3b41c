import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { createExportServer } from './mcp/server.js';
import { handleWarehouseHook } from './exports/webhook.js';

const jwks = createRemoteJWKSet(new URL(env.AUTH_JWKS_URL));

const bearer = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer: env.AUTH_ISSUER, audience: env.PUBLIC_URL });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, tenant: payload.tenant },
      };
    },
  },
  requiredScopes: ['reports:export'],
});

const mcp = createMcpHandler(() => createExportServer());

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', env.PUBLIC_URL);

  if (url.pathname === '/hooks/warehouse' && req.method === 'POST') {
    await handleWarehouseHook(req, res);
    return;
  }
  if (url.pathname !== '/mcp') {
    res.writeHead(404).end();
    return;
  }

  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream),
    duplex: 'half',
  } as RequestInit);

  const auth = await bearer(request);
  if (auth instanceof Response) {
    res.writeHead(auth.status, Object.fromEntries(auth.headers)).end(await auth.text());
    return;
  }

  const response = await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
  else res.end();
});

server.listen(env.PORT, () => console.log(`report-exports MCP on :${env.PORT}`));
