// Hono HTTP entry point: bearer-authenticated MCP endpoint, signed carrier webhooks and a health check.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import Redis from 'ioredis';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { deriveKey } from './keys.js';
import { requireWarehouseAuth } from './auth.js';
import { createStateCodec } from './state.js';
import { RedisPendingStore } from './pendingStore.js';
import { wms, sendAudit } from './wmsClient.js';
import { buildServerFactory } from './server.js';
import { verifyCarrierSignature, ingestCarrierEvent } from './webhooks.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
const codec = createStateCodec(deriveKey('mcp-request-state'));
const mcp = createMcpHandler(buildServerFactory({ codec, pending: new RedisPendingStore(redis), wms, audit: sendAudit }));

const app = new Hono();

app.get('/healthz', async (c) => c.json({ ok: (await redis.ping()) === 'PONG' }));

app.all('/mcp', async (c) => {
  const auth = await requireWarehouseAuth(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.post('/webhooks/carrier', async (c) => {
  const rawBody = await c.req.text();
  if (!verifyCarrierSignature(rawBody, c.req.header('carrier-signature'))) {
    return c.json({ error: 'invalid_signature' }, 401);
  }
  return c.json(await ingestCarrierEvent(rawBody));
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`warehouse-ops listening on :${info.port}`);
});
