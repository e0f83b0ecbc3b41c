import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { buildContext } from './context.js';
import { readEnv } from './env.js';
import { createAppServer } from './server.js';
import { zendeskWebhook } from './webhooks.js';

const env = readEnv();
const app = await buildContext(env);

const jwks = createRemoteJWKSet(new URL('/oauth2/v1/keys', env.AUTH_ISSUER));

const auth = requireBearerAuth({
  requiredScopes: ['helpdesk.tools'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer: env.AUTH_ISSUER, audience: env.AUTH_AUDIENCE });
      return {
        token,
        clientId: String(payload.cid ?? payload.azp ?? ''),
        scopes: Array.isArray(payload.scp) ? payload.scp.map(String) : [],
        expiresAt: payload.exp,
        extra: { userId: payload.sub, email: payload.email },
      };
    },
  },
});

const mcp = createMcpHandler(() => createAppServer(app)); // expect: no-weak-state-key

const mcpRoute = toNodeHandler({
  async fetch(request: Request) {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});
const webhookRoute = zendeskWebhook(app);

createServer((req, res) => {
  if (req.url === '/mcp') return void mcpRoute(req, res);
  if (req.url === '/webhooks/zendesk' && req.method === 'POST') return void webhookRoute(req, res);
  res.writeHead(404).end();
}).listen(env.PORT, () => console.log(`helpdesk-mcp on :${env.PORT} (keys from ${env.KEY_SOURCE})`));
