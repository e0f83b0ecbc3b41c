import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';
import { log } from './log.js';
import { registerRefundInvoice } from './tools/refund-invoice.js';
import { handleStripeWebhook } from './webhooks/stripe-webhook.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.oidc.issuer));

const authenticate = requireBearerAuth({
  requiredScopes: ['billing:support'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
      return {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'billing-desk', version: '2.3.1' }, { capabilities: { tools: {} } });
  registerRefundInvoice(server);
  return server;
});

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: req.method === 'POST' ? (req as unknown as BodyInit) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function pipeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

createServer(async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/webhooks/stripe') return await handleStripeWebhook(req, res);
    if (req.url === '/healthz') return void res.writeHead(204).end();
    const request = toRequest(req);
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) return await pipeResponse(res, authInfo);
    await pipeResponse(res, await mcp.fetch(request, { authInfo }));
  } catch (err) {
    log.error({ err }, 'request failed');
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(config.port, () => log.info({ port: config.port, env: config.env }, 'billing-desk listening'));
