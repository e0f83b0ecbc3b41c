import express from 'express';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createInspectionsServer } from './server.js';

const INTROSPECTION_URL = process.env.INSPECTIONS_INTROSPECTION_URL ?? 'https://id.internal/oauth2/introspect';
const INTROSPECTION_CLIENT = process.env.INSPECTIONS_INTROSPECTION_CLIENT ?? 'inspections-mcp';
const INTROSPECTION_SECRET = process.env.INSPECTIONS_INTROSPECTION_SECRET;

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(INTROSPECTION_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${INTROSPECTION_CLIENT}:${INTROSPECTION_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
    const info = await res.json();
    if (!info.active) throw new Error('token is not active');
    return {
      token,
      clientId: info.client_id,
      scopes: typeof info.scope === 'string' ? info.scope.split(' ') : [],
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const app = express();
app.use(express.json({ limit: '128kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['inspections'] }), async (req, res) => {
  const server = createInspectionsServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 8600));
