// Entry point: Hono app on Node that authenticates dispatchers and serves the MCP endpoint.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { Config } from './config.js';
import { createDb } from './db.js';
import { CarrierGateway } from './carriers/client.js';
import { makeQuoteCodec } from './state/codec.js';
import { createApiTokenVerifier } from './auth/apiTokens.js';
import { createServerFactory } from './server.js';

const config = new Config();
const codec = makeQuoteCodec(config.state);

const deps = {
  db: createDb(config.databaseUrl),
  carriers: new CarrierGateway(config.carriers),
  codec,
  quotes: config.quotes,
};

const makeServer = createServerFactory(deps, { requestState: { verify: codec.verify } });
const mcp = createMcpHandler(makeServer);

const authenticate = requireBearerAuth({
  verifier: createApiTokenVerifier(config.dispatchTokens),
  requiredScopes: ['quotes'],
});

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));

app.all(config.http.path, async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

const server = serve({ fetch: app.fetch, port: config.http.port }, (info) => {
  console.log(`freightquote-broker listening on :${info.port}${config.http.path}`);
});

process.once('SIGTERM', () => {
  server.close();
  deps.db.end();
});
