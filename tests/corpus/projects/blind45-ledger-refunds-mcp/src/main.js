import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import pino from 'pino';
import { env } from './env.js';
import { registerFindCharges } from './tools/charges.js';
import { registerIssueRefund } from './tools/refund.js';

const log = pino({ name: 'ledger-mcp' });

// Opaque agent tokens from the support portal's IdP, checked by RFC 7662 introspection.
const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(env.INTROSPECTION_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${env.INTROSPECTION_CLIENT_ID}:${env.INTROSPECTION_CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
    const info = await res.json();
    if (!info.active) throw new Error('token is not active');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub, team: info.team },
    };
  },
};

const auth = requireBearerAuth({ verifier, requiredScopes: ['refunds'] });

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'ledger-refunds', version: '1.3.0' },
    { capabilities: { tools: {} } },
  );
  registerFindCharges(server);
  registerIssueRefund(server);
  return server;
});

const handle = toNodeHandler({
  async fetch(request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

createServer((req, res) => {
  if (req.url?.startsWith('/mcp')) return handle(req, res);
  res.writeHead(req.url === '/healthz' ? 200 : 404).end();
}).listen(env.PORT, () => log.info({ port: env.PORT, env: env.APP_ENV }, 'ledger-refunds-mcp up'));
