// Entry point: loads signing keys, then serves MCP over HTTP with Hono behind bearer authentication.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifier } from './auth.js';
import { loadStateKeys } from './secrets.js';
import { buildStateCodecs } from './state/codecs.js';
import { buildServer } from './server.js';

const codecs = buildStateCodecs(await loadStateKeys());
const mcp = createMcpHandler(() => buildServer(codecs));
const bearer = requireBearerAuth({ verifier, requiredScopes: ['schedule'] });

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true, stateKeys: codecs.kids.length }));

app.all('/mcp', async (c) => {
  const auth = await bearer(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`clinic-scheduler-mcp listening on :${info.port}`);
});
