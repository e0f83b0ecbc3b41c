'use strict';

const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { InvalidTokenError } = require('@modelcontextprotocol/sdk/server/auth/errors.js');
const { createRelay } = require('./relay');
const zendesk = require('./zendesk');

const ISSUER = process.env.RELAY_OIDC_ISSUER || 'https://sso.support.example';

/** Token introspection against the support org's IdP. */
const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(`${ISSUER}/oauth2/introspect`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`helpdesk-relay:${process.env.RELAY_INTROSPECTION_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    const info = await res.json();
    if (!info.active || !info.sub || !info.email) throw new InvalidTokenError('inactive token');
    return {
      token,
      clientId: info.client_id,
      scopes: (info.scope || '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub, email: info.email },
    };
  },
};

const relay = createRelay({ name: 'helpdesk-relay', version: '3.0.1' });

// Refuse to start with a destructive tool that forgot to say so in its annotations.
relay.hooks.tool.tap((definition) => {
  if (/^(delete|merge|escalate)_/.test(definition.name) && !definition.annotations?.destructiveHint) {
    throw new Error(`${definition.name} must be annotated destructiveHint`);
  }
});

relay
  .use(require('./plugins/escalate'), { zendesk })
  .use(require('./plugins/merge'), { zendesk })
  .use(require('./plugins/draft-reply'), { zendesk });

const app = express();
app.use(express.json({ limit: '512kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['helpdesk'] }), async (req, res) => {
  const server = relay.createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT || 8080), () => console.log('helpdesk-relay ready'));
