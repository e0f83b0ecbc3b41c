import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createServer } from './server.js';
import { githubWebhook } from './webhooks.js';

const ISSUER = process.env.OIDC_ISSUER ?? 'https://id.example.dev';
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', ISSUER));

/** Verifies the OAuth access token and hands it to the MCP transport as req.auth. */
async function bearer(req, res, next) {
  const [scheme, token] = (req.get('authorization') ?? '').split(' ');
  if (scheme !== 'Bearer' || !token) {
    res.status(401).set('www-authenticate', 'Bearer').end();
    return;
  }
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: 'repo-janitor' });
    req.auth = {
      token,
      clientId: String(payload.azp ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, githubLogin: payload.github_login },
    };
    next();
  } catch {
    res.status(401).set('www-authenticate', 'Bearer error="invalid_token"').end();
  }
}

const app = express();

app.post('/webhooks/github', express.raw({ type: 'application/json', limit: '5mb' }), githubWebhook);

app.post('/mcp', express.json(), bearer, async (req, res) => {
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 3000));
