import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import { loadConfig } from './config.js';
import { createPlatformClient } from './platform.js';
import { createSealer } from './state/sealer.js';
import { buildServer } from './server.js';

const config = loadConfig();
const platform = createPlatformClient(config.deployApi);
const sealer = createSealer(config.stateKey); // expect: no-weak-state-key

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

/** RFC 7662 introspection at the company IdP; the user id travels in authInfo.extra.userId. */
const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token) {
    const basic = Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret}`).toString('base64');
    const res = await fetch(config.idp.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) throw new InvalidTokenError(`introspection answered ${res.status}`);
    const info = (await res.json()) as Introspection;
    if (!info.active || !info.sub || !info.exp) throw new InvalidTokenError('token is not active');
    return {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes: info.scope ? info.scope.split(' ') : [],
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const app = express();
app.use(express.json({ limit: '1mb' }));

app.get('/healthz', (_req, res) => {
  res.json({ ok: true });
});

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['deploy'] }), async (req, res) => {
  const server = buildServer({ platform, sealer, config });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => {
  console.log(`ops-deployer MCP listening on :${config.port}/mcp`);
});
