'use strict';

const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');

const { loadConfig } = require('./config');
const { buildServer } = require('./server');

const INTROSPECTION_URL = process.env.OAUTH_INTROSPECTION_URL || 'https://sso.acme.internal/oauth2/introspect';

/** Resolves an access token to the AuthInfo shape the SDK expects. */
async function introspect(token) {
  const res = await fetch(INTROSPECTION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const data = await res.json();
  if (!data.active) throw new Error('inactive token');
  return {
    token,
    clientId: data.client_id,
    scopes: String(data.scope || '').split(' ').filter(Boolean),
    expiresAt: data.exp,
    extra: { userId: data.sub, login: data.username, githubToken: data.ext && data.ext.github_token },
  };
}

const config = loadConfig();
const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier: { verifyAccessToken: introspect } }), async (req, res) => {
  const server = buildServer(config); // expect: no-weak-state-key
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => {
  console.log(`relay-bus listening on :${config.port}`);
});
