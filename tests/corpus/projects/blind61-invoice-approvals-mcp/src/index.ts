import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { OIDC_ISSUER } from './config.js';
import { buildServer } from './server.js';
import { handleErpWebhook } from './webhooks/erp-webhook.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', OIDC_ISSUER));

const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { payload } = await jwtVerify(token, jwks, { issuer: OIDC_ISSUER, audience: 'invoice-approvals' });
    if (!payload.sub || !payload.exp) throw new Error('token without subject or expiry');
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  },
};

const mcp = createMcpHandler(buildServer);
const bearer = requireBearerAuth({ verifier, requiredScopes: ['invoices:approve'] });

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const request = new Request(url, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });

  let response: Response;
  if (url.pathname === '/webhooks/erp' && req.method === 'POST') {
    response = await handleErpWebhook(request);
  } else if (url.pathname === '/mcp') {
    const authInfo = await bearer(request);
    response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  } else {
    response = new Response('not found', { status: 404 });
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8080));
