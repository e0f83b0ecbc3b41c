// Hono entry point: OCR webhook, bearer-protected /mcp route, health check.
// @ts-nocheck

import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { Redis } from 'ioredis';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { oidcVerifier } from './auth.js';
import { createDb } from './db.js';
import { receiptStore } from './receipts/store.js';
import { ocrWebhookHandler } from './receipts/webhook.js';
import { approvalsClient } from './approvals.js';
import { serverFactory } from './server.js';

const config = loadConfig();
const db = createDb(config.databaseUrl);
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
const receipts = receiptStore(redis);
const approvals = approvalsClient(config.approvals);

const mcp = createMcpHandler(serverFactory({ stateKey: config.stateKey, db, receipts, approvals }));
const authenticate = requireBearerAuth({ verifier: oidcVerifier(config.oidc), requiredScopes: ['expenses'] });

const app = new Hono();

app.get('/healthz', async (c) => {
  await Promise.all([db.sql`select 1`, redis.ping()]);
  return c.text('ok');
});

app.post('/webhooks/ocr', (c) => ocrWebhookHandler({ secret: config.ocrWebhookSecret, receipts, db })(c.req.raw));

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`expense-approvals listening on :${info.port}`);
});
