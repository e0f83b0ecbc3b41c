// Production entry point: Hono app serving /mcp (bearer-protected) and /webhooks/shopline.
// @ts-nocheck
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { createAuthenticator } from './auth.js';
import { loadConfig } from './config.js';
import { createGraphqlClient } from './graphql.js';
import { createHandleStore } from './handles.js';
import { createServer } from './server.js';
import { createShopStore } from './shops.js';
import { handleWebhook, verifyShoplineHmac } from './webhooks.js';

const config = loadConfig();
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 8 });
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });

const shops = createShopStore(pool);
const handles = createHandleStore(redis);
const graphql = createGraphqlClient(shops, config.adminApiVersion);
const mcp = createMcpHandler(
  createServer({ stateKey: config.stateKey, apiVersion: config.adminApiVersion, shops, graphql, handles }),
);
const authenticate = createAuthenticator(config);

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));

app.get('/.well-known/oauth-protected-resource', (c) =>
  c.json({ resource: config.resourceUrl, authorization_servers: [config.issuer], scopes_supported: ['shop.products'] }),
);

app.post('/webhooks/shopline', async (c) => {
  const raw = await c.req.text();
  if (!verifyShoplineHmac(raw, c.req.header('x-shopline-hmac-sha256'), config.appSecret)) {
    return c.text('unauthorized', 401);
  }
  await handleWebhook(c.req.header('x-shopline-topic'), c.req.header('x-shopline-shop-domain'), JSON.parse(raw), {
    shops,
    handles,
  });
  return c.body(null, 200);
});

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`shopline-graphql-mcp on :${info.port}`);
});
