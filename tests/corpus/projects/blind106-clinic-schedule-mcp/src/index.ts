// Hono entry point: MCP endpoint behind bearer auth, plus the EHR gateway webhook.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { markSlotUnavailable } from './db.js';
import { verifyEhrWebhook } from './ehr.js';
import { registerBookAppointment } from './tools/bookAppointment.js';
import { registerCancelAppointment } from './tools/cancelAppointment.js';

function buildServer() {
  const server = new McpServer({ name: 'clinic-schedule', version: '1.6.0' }, { capabilities: { tools: {} } });
  registerBookAppointment(server);
  registerCancelAppointment(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));

app.post('/webhooks/ehr', async (c) => {
  const raw = await c.req.text();
  if (!verifyEhrWebhook(raw, c.req.header('x-ehr-signature'))) return c.text('invalid signature', 401);
  const event = JSON.parse(raw);
  if (event.type === 'clinician.unavailable') {
    for (const slotId of event.slotIds ?? []) await markSlotUnavailable(slotId, event.reason ?? 'clinician unavailable');
  }
  return c.body(null, 204);
});

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

serve({ fetch: app.fetch, port: config.port }, (info) => console.log(`clinic-schedule MCP on :${info.port}`));
