import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { config } from './config/index.js';
import { etagOf, kmToMiles, parseBool } from './lib/helpers.js';
import { logger, registry, requestLogger } from './lib/observability.js';
import { handleMcpRequest } from './mcp/index.js';
import { webhooks } from './routes/webhooks.js';
import { pool } from './services/telematics.js';

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 1);
app.use(requestLogger);

// Webhooks need the raw body, so they go before the JSON parser.
app.use('/webhooks', webhooks);
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', async (_req, res) => {
  await pool.query('select 1');
  res.json({ ok: true });
});

app.get('/metrics', async (_req, res) => {
  res.set('content-type', registry.contentType).send(await registry.metrics());
});

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', config.auth.issuer));

async function verifyAccessToken(token) {
  const { payload } = await jwtVerify(token, jwks, { issuer: config.auth.issuer, audience: config.auth.audience });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub, orgId: payload.org_id },
  };
}

const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['fleet:read'] });

// --- REST API used by the web UI -------------------------------------------------------------------

app.get('/api/vehicles', bearer, async (req, res) => {
  const includeRetired = parseBool(req.query.includeRetired);
  const { rows } = await pool.query(
    `select v.id, v.vin, v.label, v.odometer_km, v.retired_at from vehicles v
       join org_members m on m.org_id = v.org_id
      where m.user_id = $1 and ($2 or v.retired_at is null)
      order by v.label`,
    [req.auth.extra.userId, includeRetired],
  );
  const body = rows.map((r) => ({ ...r, odometerMiles: kmToMiles(r.odometer_km) }));
  const etag = etagOf(body);
  if (req.get('if-none-match') === etag) return res.status(304).end();
  res.set('etag', etag).json(body);
});

app.get('/api/vehicles/:id/snapshots', bearer, async (req, res) => {
  const { rows } = await pool.query(
    'select taken_at, odometer_m from telematics_snapshots where vehicle_id = $1 order by taken_at desc limit 100',
    [req.params.id],
  );
  res.json(rows);
});

// --- MCP --------------------------------------------------------------------------------------------

if (config.mcp.enabled) {
  app.post(config.mcp.path, bearer, (req, res, next) => handleMcpRequest(req, res).catch(next));
  app.all(config.mcp.path, (_req, res) => res.status(405).set('allow', 'POST').end());
}

// --- background jobs --------------------------------------------------------------------------------

async function rollupOdometers() {
  const { rowCount } = await pool.query(
    `update vehicles v set odometer_km = s.odometer_m / 1000.0
       from (select distinct on (vehicle_id) vehicle_id, odometer_m from telematics_snapshots
              where odometer_m is not null order by vehicle_id, taken_at desc) s
      where s.vehicle_id = v.id`,
  );
  logger.info({ rowCount }, 'odometer rollup done');
}

if (config.features.nightlyOdometerRollup) {
  setInterval(() => rollupOdometers().catch((err) => logger.error({ err }, 'rollup failed')), 6 * 60 * 60 * 1000).unref();
}

app.use((err, _req, res, _next) => {
  logger.error({ err }, 'unhandled');
  res.status(500).json({ error: 'internal' });
});

app.listen(config.port, () => logger.info({ port: config.port }, 'fleet-portal listening'));
