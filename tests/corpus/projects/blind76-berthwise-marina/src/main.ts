// HTTP entry point: Hono app serving the MCP endpoint and the harbour-master hold route.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifyAccessToken, isHarbourMaster } from './auth.js';
import { buildServer } from './server.js';
import { db } from './db.js';
import { attempt } from './result.js';

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['berths'] });

const app = new Hono();

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.post('/ops/berths/:berthId/hold', async (c) => {
  if (!isHarbourMaster(c.req.raw.headers)) return c.json({ error: 'forbidden' }, 403);
  const body = await c.req.json().catch(() => ({}));
  const held = await attempt(() => db.holdBerth(c.req.param('berthId'), String(body.reason ?? 'unspecified')));
  if (!held.ok) return c.json({ error: 'could not hold berth' }, 500);
  return held.value ? c.json({ held: true }) : c.json({ error: 'unknown berth' }, 404);
});

app.get('/healthz', (c) => c.text('ok'));

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`berthwise-marina listening on :${info.port}`);
});
