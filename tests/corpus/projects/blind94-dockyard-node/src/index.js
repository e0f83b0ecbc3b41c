// Express entry point: bearer auth, carrier webhooks and the stateless /mcp endpoint.
const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { createCarrierClient } = require('./carrier/client');
const { loadConfig } = require('./config');
const { importStateKey } = require('./crypto/stateSigner');
const { createDb } = require('./db');
const { buildServer } = require('./server');
const { purgeExpired } = require('./store/pending');
const { carrierWebhookRouter } = require('./webhooks/carrier');

function bearerAuth(cfg) {
  const basic = Buffer.from(`${cfg.introspectionClientId}:${cfg.introspectionClientSecret}`).toString('base64');
  return async (req, res, next) => {
    const match = /^Bearer (\S+)$/.exec(req.get('authorization') || '');
    if (!match) return res.status(401).set('www-authenticate', 'Bearer').json({ error: 'unauthorized' });
    try {
      const r = await fetch(cfg.introspectionUrl, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: match[1] }),
      });
      const info = r.ok ? await r.json() : { active: false };
      if (!info.active || !info.sub || !info.account_id) return res.status(401).json({ error: 'invalid_token' });
      req.auth = {
        token: match[1],
        clientId: info.client_id,
        scopes: String(info.scope || '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub, accountId: info.account_id },
      };
      return next();
    } catch (err) {
      return next(err);
    }
  };
}

async function main() {
  const cfg = loadConfig();
  const db = createDb(cfg.databaseUrl);
  const deps = {
    cfg,
    db,
    carrier: createCarrierClient({ baseUrl: cfg.carrierBaseUrl, apiKey: cfg.carrierApiKey }),
    stateKey: await importStateKey(cfg.stateKeyBytes),
  };

  const app = express();
  app.use(carrierWebhookRouter({ secret: cfg.carrierWebhookSecret, db }));
  app.get('/healthz', (_req, res) => res.json({ ok: true, apiVersion: cfg.apiVersion }));

  app.post('/mcp', express.json({ limit: '1mb' }), bearerAuth(cfg), async (req, res) => {
    const server = buildServer(deps);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });

  setInterval(() => purgeExpired(db).catch((err) => console.error('purge failed', err)), 60_000).unref();
  app.listen(cfg.port, () => console.log(`dockyard MCP on :${cfg.port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
