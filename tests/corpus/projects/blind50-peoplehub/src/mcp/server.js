import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from '../settings.js';
import { registerAccessTools } from './tools/access.js';
import { registerTimeoffTools } from './tools/timeoff.js';

export function buildServer() {
  // Continuations are verified by the tools themselves (see stateTokens.js), so no requestState hook here.
  const server = new McpServer({ name: 'peoplehub', version: settings.version }, { capabilities: { tools: {} } });
  registerTimeoffTools(server);
  registerAccessTools(server);
  return server;
}

const handler = createMcpHandler(buildServer);
const jwks = createRemoteJWKSet(new URL(`${settings.oidc.issuer}/v1/keys`));

const auth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, jwks, { issuer: settings.oidc.issuer, audience: settings.oidc.audience });
      return {
        token,
        clientId: String(payload.cid ?? payload.client_id),
        scopes: Array.isArray(payload.scp) ? payload.scp : [],
        expiresAt: payload.exp,
        extra: { userId: payload.uid ?? payload.sub, email: payload.sub },
      };
    },
  },
  requiredScopes: ['peoplehub.mcp'],
});

// Express -> fetch adapter. express.json() has already parsed the body.
export async function mcpRoute(req, res, next) {
  try {
    const request = new Request(new URL(req.originalUrl, settings.baseUrl), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
      body: req.method === 'POST' ? JSON.stringify(req.body) : undefined,
    });
    const authInfo = await auth(request);
    const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
    res.status(response.status);
    response.headers.forEach((value, key) => res.setHeader(key, value));
    res.send(Buffer.from(await response.arrayBuffer()));
  } catch (err) {
    next(err);
  }
}
