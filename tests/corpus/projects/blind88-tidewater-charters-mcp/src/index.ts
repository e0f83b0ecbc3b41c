// Entry point: serves the charter MCP endpoint over HTTP with Hono.
// @ts-nocheck
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import pino from 'pino';

const logger = pino({ level: config.logLevel, base: { svc: 'tidewater-charters-mcp' } });
const mcp = createMcpHandler(() => buildServer());
const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true, service: 'tidewater-charters-mcp' }));

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  const started = performance.now();
  const res = await mcp.fetch(c.req.raw, { authInfo: auth });
  logger.debug({ user: auth.extra?.userId, ms: Math.round(performance.now() - started) }, 'mcp request');
  return res;
});

app.onError((err, c) => {
  logger.error({ err }, 'unhandled error');
  return c.json({ error: 'internal_error' }, 500);
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info({ port: info.port }, 'tidewater charters MCP listening');
});
