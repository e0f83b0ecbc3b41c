// Deno entry point: Hono app serving the FieldWater MCP endpoint over streamable HTTP.
import { Hono } from 'hono';
import { StreamableHTTPTransport } from '@hono/mcp';
import { bearerAuth } from './auth.js';
import { loadConfig } from './config.js';
import { ControllerClient } from './controller.js';
import * as store from './kv.js';
import { buildServer } from './server.js';
import { deriveStateKey } from './state/token.js';

const cfg = loadConfig();
const kv = await store.openKv(cfg.kvPath);
const stateKey = await deriveStateKey(cfg.stateSeed); // expect: no-weak-state-key
const controller = new ControllerClient({ baseUrl: cfg.controllerUrl, apiKey: cfg.controllerKey });

const deps = {
  cfg,
  stateKey,
  controller,
  zonesForUser: (userId) => store.zonesForUser(kv, userId),
  userCanOperate: (userId, zoneId) => store.userCanOperate(kv, userId, zoneId),
  getZone: (zoneId) => store.getZone(kv, zoneId),
  fertigationRecipes: (crop) => store.fertigationRecipes(kv, crop),
  saveSchedule: (zoneId, schedule) => store.saveSchedule(kv, zoneId, schedule),
  log: (entry) => store.logOperation(kv, entry),
};

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true, version: cfg.serviceVersion }));

app.all('/mcp', bearerAuth(cfg), async (c) => {
  const server = buildServer({ deps, user: c.get('user') });
  const transport = new StreamableHTTPTransport();
  await server.connect(transport);
  return transport.handleRequest(c);
});

Deno.serve({ port: cfg.port }, app.fetch);
