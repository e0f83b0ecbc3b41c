import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { OAuthError, OAuthErrorCode, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { buildServer } from './server.js';

const ISSUER = process.env.FLEET_IDP_ISSUER ?? 'https://sso.platform.internal';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

async function verifyFleetToken(token: string): Promise<AuthInfo> {
  const res = await fetch(`${ISSUER}/oauth2/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const info = (await res.json()) as Introspection;
  if (!info.active || !info.sub) throw new OAuthError(OAuthErrorCode.InvalidToken, 'token is not active');
  return {
    token,
    clientId: info.client_id ?? 'unknown',
    scopes: info.scope?.split(' ') ?? [],
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}

const mcp = createMcpHandler(buildServer);
const gate = requireBearerAuth({ verifier: { verifyAccessToken: verifyFleetToken }, requiredScopes: ['fleet:operate'] });

const http = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
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

  const auth = await gate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });

  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) Readable.fromWeb(response.body as never).pipe(res);
  else res.end();
});

http.listen(Number(process.env.PORT ?? 3030), () => {
  console.log(`fleet-ops MCP listening on :${process.env.PORT ?? 3030}/mcp`);
});
