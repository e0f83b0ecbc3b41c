import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { config } from './config.js';
import { constantTimeEquals, etag } from './lib/util.js';
import { webhooks } from './http/webhooks.js';
import { mcpEndpoint } from './mcp/server.js';
import { listInvoices, sql } from './services/ledger.js';

const app = express();
app.disable('x-powered-by');

app.use('/webhooks', webhooks);
app.use(express.json({ limit: '256kb' }));

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.oidc.issuer));
const bearer = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
      return {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' '),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});

app.get('/api/invoices', bearer, async (req, res) => {
  const page = await listInvoices(String(req.auth?.extra?.userId), req.query.cursor);
  const tag = etag(page);
  if (req.get('if-none-match') === tag) return res.status(304).end();
  res.set('etag', tag).json(page);
});

// Ops-only endpoints, called from the runbook scripts with the shared admin key.
app.use('/admin', (req, res, next) => {
  const given = req.get('x-admin-key');
  if (!given || !constantTimeEquals(given, config.admin.apiKey)) return res.status(401).json({ error: 'unauthorized' });
  next();
});

app.post('/admin/reindex', async (_req, res) => {
  await sql`refresh materialized view concurrently invoice_search`;
  res.status(202).json({ ok: true });
});

app.get('/admin/flags', (_req, res) => {
  res.json(config.features);
});

app.post('/mcp', bearer, (req, res, next) => {
  mcpEndpoint(req, res).catch(next);
});

app.get('/healthz', (_req, res) => {
  res.json({ ok: true, stateFormat: config.features.stateFormat });
});

app.listen(config.port, () => console.log(`ledger-desk listening on ${config.port}`));
