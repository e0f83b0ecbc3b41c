import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { metricsAllowed } from './metrics-auth.js';
import { buildServer } from './server.js';

const ISSUER = process.env.ATLAS_OIDC_ISSUER ?? 'https://login.internal';
const RESOURCE = new URL(process.env.ATLAS_MCP_URL ?? 'https://atlas-mcp.internal/mcp');
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', ISSUER));

const gate = requireBearerAuth({
  expectedResource: RESOURCE,
  requiredScopes: ['wiki:write'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: RESOURCE.href });
      return {
        token,
        clientId: String(payload.client_id ?? payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        resource: RESOURCE,
        extra: { userId: payload.sub },
      };
    },
  },
});

const mcp = createMcpHandler(buildServer);
let served = 0;

function toRequest(req: IncomingMessage): Request {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error required by undici for streamed request bodies
    duplex: hasBody ? 'half' : undefined,
  });
}

async function send(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

async function route(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/metrics') {
    if (!metricsAllowed(request)) return new Response('forbidden', { status: 403 });
    return new Response(`atlas_mcp_requests_total ${served}\n`, { headers: { 'content-type': 'text/plain' } });
  }
  if (pathname !== '/mcp') return new Response('not found', { status: 404 });
  const auth = await gate(request);
  if (auth instanceof Response) return auth;
  served += 1;
  return mcp.fetch(request, { authInfo: auth });
}

createServer((req, res) => {
  route(toRequest(req))
    .then((response) => send(res, response))
    .catch((err) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
}).listen(Number(process.env.PORT ?? 8080));
