// Hono entry point: loads config, builds the state codec and WMS client, and serves MCP on /mcp behind bearer auth.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { unwrap } from './lib/result.js';
import { makeAuthGate } from './auth.js';
import { makeStateCodec } from './state/codec.js';
import { makeWms } from './wms.js';
import { buildServer } from './server.js';

const config = unwrap(loadConfig());
const codec = makeStateCodec(config.stateKey, config.stateTtlSeconds);
const wms = makeWms(config);

const mcp = createMcpHandler(() => buildServer({ codec, wms }));
const gate = makeAuthGate(config);

const app = new Hono();

app.all('/mcp', async (c) => {
  const auth = await gate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.get('/healthz', (c) => c.json({ ok: true }));

serve({ fetch: app.fetch, port: config.port }, (info) => console.log(`[harbor] MCP endpoint on :${info.port}/mcp`));
