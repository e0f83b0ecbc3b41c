// Express entry point: bearer authentication via token introspection, stateless MCP endpoint, delivery loop.
import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { purgeExpiredImports } from './db.js';
import { createMcpServer } from './tools/index.js';
import { startDeliveryLoop } from './webhooksOut.js';

const basic = `Basic ${Buffer.from(`${config.introspectClientId}:${config.introspectClientSecret}`).toString('base64')}`;

async function bearerAuth(req, res, next) {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(req.get('authorization') ?? '');
  if (!match) {
    res.set('WWW-Authenticate', `Bearer resource_metadata="${config.resourceUrl}/.well-known/oauth-protected-resource"`);
    return res.status(401).json({ error: 'unauthorized' });
  }
  try {
    const r = await fetch(config.introspectUrl, {
      method: 'POST',
      headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: match[1] }),
      signal: AbortSignal.timeout(5000),
    });
    const info = r.ok ? await r.json() : { active: false };
    if (!info.active || !String(info.scope ?? '').split(' ').includes('warehouse')) {
      return res.status(401).json({ error: 'invalid_token' });
    }
    req.auth = {
      token: match[1],
      clientId: info.client_id,
      scopes: String(info.scope).split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
    return next();
  } catch (err) {
    console.error('[warehouse-mcp] introspection failed', err.message);
    return res.status(503).json({ error: 'auth_unavailable' });
  }
}

const app = express();
app.use(express.json({ limit: '1mb' }));

app.get('/.well-known/oauth-protected-resource', (_req, res) => {
  res.json({ resource: config.resourceUrl, scopes_supported: ['warehouse'] });
});

app.post('/mcp', bearerAuth, async (req, res) => {
  const server = createMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => console.log(`[warehouse-mcp] listening on :${config.port}`));

startDeliveryLoop();
setInterval(() => purgeExpiredImports().catch(() => {}), 5 * 60 * 1000).unref();
