import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { buildServer } from './server.js';

const ISSUER = process.env.SHIPYARD_OIDC_ISSUER ?? 'https://sso.shipyard.internal/realms/eng';
const AUDIENCE = process.env.SHIPYARD_MCP_AUDIENCE ?? 'https://deploys.shipyard.internal/mcp';
const jwks = createRemoteJWKSet(new URL(`${ISSUER}/protocol/openid-connect/certs`));

const gate = requireBearerAuth({
  requiredScopes: ['deploys'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: AUDIENCE });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        resource: new URL(AUDIENCE),
        extra: { userId: payload.sub, email: payload.email },
      };
    },
  },
});

const mcp = createMcpHandler(buildServer);

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs this for streamed bodies
    duplex: hasBody ? 'half' : undefined,
  });

  const auth = await gate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });

  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error(err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
}).listen(Number(process.env.PORT ?? 3000));
